// Raw HTTP/1.1 over a socket, for request lines inject() cannot produce (absolute-form targets,
// `..` and `.` segments, percent-escapes kept as sent): one request a connection.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function rawRequest(port: number, method: string, target: string, headers: Record<string, string> = {}, body = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => {
      const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
      for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
      const bytes = Buffer.from(body, 'utf8');
      if (method !== 'GET' || bytes.length > 0) lines.push(`Content-Length: ${bytes.length}`);
      socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]));
    });
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = (split === -1 ? all : all.subarray(0, split)).toString('latin1');
      let rest = split === -1 ? Buffer.alloc(0) : all.subarray(split + 4);
      const [statusLine, ...headerLines] = head.split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) answerHeaders[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      if (answerHeaders['transfer-encoding'] === 'chunked') {
        const parts: Buffer[] = [];
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = eol === -1 ? 0 : parseInt(rest.subarray(0, eol).toString('latin1'), 16);
          if (!size) break;
          parts.push(rest.subarray(eol + 2, eol + 2 + size));
          rest = rest.subarray(eol + 2 + size + 2);
        }
        rest = Buffer.concat(parts);
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: answerHeaders, body: rest.toString('utf8') });
    });
  });
}
