// A local-only way to ask the server that holds a data folder to do something (issue 37: `npm run
// backup` while a server runs must not open the folder itself). The holder binds a second Unix
// socket beside its lock socket (`<pid>-<random>.ctl`: a name the lock's scan never takes for a lock
// socket) and names it in what it says about itself (HolderInfo.control), so a command refused
// the lock (DataDirInUse, with the holder's info) knows where to ask. The conversation: one JSON
// line from the asker ({"command": "..."}), then JSON lines from the holder, the last one with
// `done: true` (or `error`), and the holder closes. Only a process that can reach the data folder's
// lock folder can connect (the socket's file lives there).
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { HolderInfo } from './holderInfo';
import { openPlace, Place } from './socketPlace';
import { closeServer, listen } from './socketProtocol';

/** a line the holder sends back: progress, the end (`done`) or a refusal (`error`) */
export type ControlLine = Record<string, unknown> & { done?: boolean; error?: string };

/** What the holder does with a command: send lines, the last one `done` or `error`. */
export type ControlHandler = (command: string, send: (line: ControlLine) => void) => Promise<void>;

export const newControlName = () => `${process.pid}-${randomBytes(4).toString('hex')}.ctl`;

/** Binds the control socket in the lock's place; `close` removes it. */
export async function serveControl(place: Place, name: string, handler: ControlHandler): Promise<{ close(): Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let text = '';
    let started = false;
    socket.on('data', (d: string) => {
      text += d;
      if (started) return;
      if (text.length > 4096) return void socket.destroy();
      const end = text.indexOf('\n');
      if (end < 0) return;
      started = true;
      let command = '';
      try {
        command = String((JSON.parse(text.slice(0, end)) as { command?: unknown }).command ?? '');
      } catch {
        command = '';
      }
      const send = (line: ControlLine) => {
        if (!socket.destroyed) socket.write(`${JSON.stringify(line)}\n`);
      };
      handler(command, send)
        .catch((e: unknown) => send({ error: e instanceof Error ? e.message : String(e) }))
        .finally(() => socket.end());
    });
  });
  await listen(server, place.address(name));
  server.unref();
  return { close: () => closeServer(server) };
}

/**
 * Asks the holder (as its refusal named it) to run a command; each line it sends goes to
 * `onLine`; resolves with the last one. Rejects when the holder has no control socket (an older
 * server, or Windows) or cannot be reached.
 */
export function askHolder(holder: HolderInfo, command: string, onLine: (line: ControlLine) => void = () => undefined): Promise<ControlLine> {
  if (!holder.control) return Promise.reject(new Error(`the server holding ${holder.dataDir} (pid ${holder.pid}) takes no commands`));
  const place = openPlace(holder.dataDir, holder.control.placement);
  const address = place.address(holder.control.name);
  return new Promise<ControlLine>((resolve, reject) => {
    const socket = net.connect(address);
    let text = '';
    let last: ControlLine | null = null;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command })}\n`));
    socket.on('data', (d: string) => {
      text += d;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n')) {
        const line = JSON.parse(text.slice(0, end)) as ControlLine;
        text = text.slice(end + 1);
        last = line;
        onLine(line);
      }
    });
    socket.on('error', (e) => {
      place.close();
      reject(e);
    });
    socket.on('close', () => {
      place.close();
      if (last) resolve(last);
      else reject(new Error(`the server holding ${holder.dataDir} closed the control socket without an answer`));
    });
  });
}
