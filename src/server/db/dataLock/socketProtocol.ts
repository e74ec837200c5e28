// The lock sockets' conversation: a holder's server answers every connection with one line, its
// HolderInfo as JSON (with its state, starting or holding), and closes; a prober connects and
// reads it. What the prober meets tells live (it answered, or stays open without a word), dead
// (refused: a dead process's file) or gone (no file, or closed without an answer).
import net from 'node:net';
import { HolderInfo, parseHolderInfo } from './holderInfo';

export const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);

/** Listens at the address, or rejects with the bind's error (EADDRINUSE, EACCES…). */
export function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => {
      server.off('listening', onListening);
      reject(e);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(address);
  });
}

export const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A server that says who it is (`say()` at each connection, so a state change shows at once) and
 * closes; it never keeps the process alive. With `answerMs`, a peer that does not read is cut off.
 */
export function answeringServer(say: () => HolderInfo, answerMs?: number): net.Server {
  return net.createServer((socket) => {
    socket.unref();
    socket.on('error', () => undefined);
    if (answerMs !== undefined) socket.setTimeout(answerMs, () => socket.destroy());
    socket.end(`${JSON.stringify(say())}\n`);
  });
}

export type Probe = { name: string; live: true; info: HolderInfo | null } | { name: string; live: false; refused: boolean };

/**
 * Connects to one socket: live (with what it says about itself, or silent past answerMs), dead
 * (refused: a dead process's file), or gone (no file, or closed without an answer).
 */
export function probe(name: string, address: string, answerMs: number): Promise<Probe> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    let connected = false;
    let done = false;
    const finish = (p: Probe) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(p);
    };
    // connected but silent (a busy or stuck holder): live, to be safe
    const timer = setTimeout(() => finish({ name, live: true, info: parseHolderInfo(text) }), answerMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
    });
    socket.on('data', (d: string) => {
      text += d;
      if (text.length > 16_384) finish({ name, live: true, info: null });
    });
    // closed without saying who it is: a process closing its socket (stepping back, releasing or
    // dying: the kernel resets connections still waiting to be accepted), so not a holder
    const closed = () => {
      const info = parseHolderInfo(text);
      finish(info ? { name, live: true, info } : { name, live: false, refused: false });
    };
    socket.on('end', closed);
    socket.on('error', (e) => {
      const code = codeOf(e);
      if (connected) closed();
      else if (code === 'ECONNREFUSED') finish({ name, live: false, refused: true });
      // gone, or reset while connecting (the same closing socket, seen before the connect completed)
      else if (code === 'ENOENT' || code === 'ECONNRESET' || code === 'EPIPE') closed();
      // EAGAIN (a full backlog) and anything else unexpected: someone is there
      else finish({ name, live: true, info: null });
    });
  });
}
