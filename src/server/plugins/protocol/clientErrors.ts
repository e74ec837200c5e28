// What Node's HTTP parser refuses before fastify sees a request (a request line or headers over
// the 16 KB limit, a malformed request line, a request too slow to arrive) is answered with the
// envelope too, with the security headers, instead of Node's or fastify's bare answers. No header
// has been read, so the language is the console's default.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { Status } from '../../../shared/protocol';
import { DEFAULT_LOCALE, translate } from '../../../shared/i18n';

type ClientError = Error & { code?: string };

function answerOf(error: ClientError): { http: number; status: number; key: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { http: 431, status: 431, key: 'protocol.headersTooLarge' };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { http: 408, status: 408, key: 'protocol.requestTimeout' };
  return { http: 400, status: Status.INVALID, key: 'protocol.badRequest' };
}

export function clientErrorHandler(headers: Record<string, string>): NonNullable<FastifyServerOptions['clientErrorHandler']> {
  return function (error: ClientError, socket: Socket) {
    // a connection reset: nothing to answer, nobody to answer to
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = answerOf(error);
    const body = JSON.stringify({ status: answer.status, msg: translate(DEFAULT_LOCALE, answer.key), result: null });
    const lines = [
      `HTTP/1.1 ${answer.http} ${http.STATUS_CODES[answer.http]}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Content-Type: application/json; charset=utf-8',
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}
