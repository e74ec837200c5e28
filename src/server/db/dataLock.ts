// One server per data folder. PGlite writes no postmaster.pid, so nothing else stops a second
// process from opening the same DATA_DIR: both would run, each writing over the other's database
// files (lost saves, then a folder that no longer opens). main.ts takes this lock (through
// db/open.ts) before the database or the file store is touched, whether or not DATABASE_URL is
// set: the file store lives in the folder either way. Processes with different folders never meet.
//
// The lock is a listening Unix domain socket inside the folder (DATA_DIR/.lock/<pid>-<random>.sock),
// so the kernel releases it when the process dies, kill -9 included: a dead holder's socket file
// refuses connections, and nothing needs deleting by hand. No native module is needed.
//
// Every start binds a socket of its own (a unique name, so bind never meets an old file) and then
// asks every other socket in the folder who it is:
//   - a connection that answers "holding" (or stays open without a word: conservative) is a live
//     holder: this start is refused with the holder's pid, host and start time;
//   - one answering "starting" is another process starting at this very moment: both step back
//     (close their socket, wait a random moment) and try again, so exactly one of them wins;
//   - a refused connection is a dead process's leftover: ignored, and removed once a few seconds
//     old; one closed without an answer is a process letting go of its socket: ignored.
// Why this is race-free: a start decides "holding" only after binding and then finding no live
// socket; of two starts, the later binder's scan always finds the earlier one's socket (bound
// before the later one even scanned), so they cannot both find the folder empty. A single fixed
// socket name would need "unlink the stale file, bind again", and two starts doing that at once
// could each unlink the other's fresh socket and both run.
//
// sun_path holds ~107 bytes; for a longer folder path the socket is bound through
// /proc/self/fd/<fd of the lock folder>/<name> (Linux), which still creates it inside the folder,
// so two containers sharing the volume see each other (a Linux abstract socket would not: it
// lives in the network namespace). Where neither works (another system with a long path, or a
// file system that cannot hold sockets) the sockets go to a folder under the system temporary
// folder named after the data folder's real path, which still guards one machine.
// Limit: a data folder on a network file system shared by two machines is not guarded (a socket
// lives in one machine's kernel); PGlite does not support that use anyway. On Windows the lock is
// a named pipe named after the folder's real path (a second one gets EADDRINUSE; the pipe goes
// with its process): not run by our tests, which run on Linux.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, realpathSync, unlinkSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** the folder inside DATA_DIR holding the lock sockets and holder.json */
export const LOCK_FOLDER = '.lock';
/** who holds the folder, for people and for a refusal when the holder does not answer */
export const HOLDER_FILE = 'holder.json';
const SOCKET_NAME = /^(\d+)-[0-9a-f]{8}\.sock$/;
/** the longest socket name made here: a 7-digit pid (Linux pid_max is at most 4194304) */
const LONGEST_NAME = '4194304-0123abcd.sock';
/** sun_path without its terminating NUL: 108 bytes on Linux, 104 on the BSDs and macOS */
const SUN_PATH_MAX = process.platform === 'linux' ? 107 : 103;
/** a dead socket file younger than this is left alone (a process between bind and listen looks dead) */
const STALE_AFTER_MS = 5_000;

export type LockState = 'starting' | 'holding';

export interface HolderInfo {
  pid: number;
  host: string;
  /** ISO time the process took (or began to take) the lock */
  startedAt: string;
  /** the folder's real path */
  dataDir: string;
  /** the holder's command line, for recognising it */
  command: string;
  state?: LockState;
}

export interface DataDirLock {
  /** the folder's real path */
  readonly dataDir: string;
  /** where the sockets live: in the folder itself, bound through /proc (a long path), under the temporary folder, or a named pipe (Windows) */
  readonly placement: Placement;
  /** for the start-up output when the lock could not live in the folder */
  readonly warning: string | null;
  /** closes the socket (removing its file) and the holder file; the process exiting does the same */
  release(): Promise<void>;
}

export type Placement = 'folder' | 'proc' | 'tmp' | 'pipe';
type SocketPlacement = Exclude<Placement, 'pipe'>;

export interface LockOptions {
  /** tries when another process is starting on the same folder at the same moment (default 40) */
  attempts?: number;
  /** how long a live socket has to say who it is (default 3 s; no answer counts as a holder) */
  answerMs?: number;
  /** force a placement (tests) */
  placement?: SocketPlacement;
}

/** Refused: another live process holds the folder (or keeps starting on it). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: HolderInfo | null,
    readonly contended = false,
    /** a holder that did not answer: the pid its socket's name gives */
    readonly silentPid: number | null = null,
  ) {
    super(refusalText(dataDir, holder, contended, silentPid));
    this.name = 'DataDirInUse';
  }
}

function refusalText(dataDir: string, holder: HolderInfo | null, contended: boolean, silentPid: number | null): string {
  const sameHost = !holder || holder.host === os.hostname();
  const who = holder
    ? `process ${holder.pid}${sameHost ? '' : ` on host ${holder.host}`}, started ${holder.startedAt}${holder.command ? ` (${holder.command})` : ''}`
    : `a process that did not say who it is${silentPid ? ` (its lock socket names pid ${silentPid})` : ''}`;
  const lines = contended
    ? [
        `Start refused: another server process is starting on the data folder ${dataDir} at the same moment: ${who}.`,
        'Only one server may use a data folder. Wait until that one has started (or stopped), then try again if it is not the one you want.',
      ]
    : [
        `Start refused: the data folder ${dataDir} is in use by another server: ${who}.`,
        "Two servers on one data folder would overwrite each other's database and files, so this one does not start.",
        holder
          ? `Stop that server first (${sameHost ? `for example: kill ${holder.pid}` : `on host ${holder.host}`}), or give this one a folder of its own with DATA_DIR=<another folder>.`
          : 'Stop the other server first, or give this one a folder of its own with DATA_DIR=<another folder>.',
      ];
  lines.push('The lock ends with the process that holds it, even after a crash or kill -9: no file needs to be deleted.');
  return lines.join('\n');
}

interface Place {
  kind: SocketPlacement;
  /** the real folder the socket files are in */
  folder: string;
  /** the address to bind or connect for a socket name */
  address(name: string): string;
  close(): void;
}

function openPlace(real: string, kind: SocketPlacement): Place {
  if (kind === 'tmp') {
    const hash = createHash('sha256').update(real).digest('hex').slice(0, 32);
    let base = path.join(os.tmpdir(), 'campus-data-locks');
    if (Buffer.byteLength(path.join(base, hash, LONGEST_NAME)) > SUN_PATH_MAX) base = '/tmp/campus-data-locks';
    const folder = path.join(base, hash);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return { kind, folder, address: (name) => path.join(folder, name), close: () => undefined };
  }
  const folder = path.join(real, LOCK_FOLDER);
  mkdirSync(folder, { recursive: true });
  if (kind === 'folder') return { kind, folder, address: (name) => path.join(folder, name), close: () => undefined };
  // proc: the kernel resolves /proc/self/fd/<fd> to the folder itself, so the socket is created in it
  let fd: number | null = openSync(folder, 'r');
  return {
    kind,
    folder,
    address: (name) => `/proc/self/fd/${fd}/${name}`,
    close: () => {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}

function placementFor(real: string): SocketPlacement {
  if (Buffer.byteLength(path.join(real, LOCK_FOLDER, LONGEST_NAME)) <= SUN_PATH_MAX) return 'folder';
  if (process.platform === 'linux' && existsSync('/proc/self/fd')) return 'proc';
  return 'tmp';
}

/** Errors of a file system that cannot hold a socket: the lock moves to the temporary folder. */
const NO_SOCKETS_HERE = new Set(['EPERM', 'EACCES', 'EOPNOTSUPP', 'ENOTSUP', 'EINVAL', 'ENAMETOOLONG', 'EROFS']);

const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined);

function listen(server: net.Server, address: string): Promise<void> {
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

const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function parseInfo(text: string): HolderInfo | null {
  try {
    const v = JSON.parse(text.trim()) as HolderInfo;
    return typeof v === 'object' && v !== null && typeof v.pid === 'number' ? v : null;
  } catch {
    return null;
  }
}

type Probe = { name: string; live: true; info: HolderInfo | null } | { name: string; live: false; refused: boolean };

/**
 * Connects to one socket: live (with what it says about itself, or silent past answerMs), dead
 * (refused: a dead process's file), or gone (no file, or closed without an answer).
 */
function probe(name: string, address: string, answerMs: number): Promise<Probe> {
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
    const timer = setTimeout(() => finish({ name, live: true, info: parseInfo(text) }), answerMs);
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
      const info = parseInfo(text);
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

/** Every other socket in the lock folder, probed; dead ones old enough are removed. */
async function scan(place: Place, own: string, answerMs: number, nowMs: number): Promise<Probe[]> {
  const names = (await readdir(place.folder).catch(() => [] as string[])).filter((n) => n !== own && SOCKET_NAME.test(n));
  const probes = await Promise.all(names.map((n) => probe(n, place.address(n), answerMs)));
  for (const p of probes) {
    if (p.live || !p.refused) continue;
    const file = path.join(place.folder, p.name);
    const info = await lstat(file).catch(() => null);
    if (info?.isSocket() && nowMs - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true }).catch(() => undefined);
  }
  return probes;
}

async function writeHolderFile(real: string, info: HolderInfo): Promise<void> {
  const holderFile = path.join(real, LOCK_FOLDER, HOLDER_FILE);
  const partial = `${holderFile}.${process.pid}.part`;
  try {
    mkdirSync(path.dirname(holderFile), { recursive: true });
    await writeFile(partial, `${JSON.stringify(info, null, 2)}\n`);
    await rename(partial, holderFile);
  } catch {
    // informational only: the socket is the lock
  }
}

async function removeHolderFile(real: string, info: HolderInfo): Promise<void> {
  const current = await readHolderFile(real);
  if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
    await rm(path.join(real, LOCK_FOLDER, HOLDER_FILE), { force: true }).catch(() => undefined);
  }
}

/** Windows: one named pipe per folder; the system refuses a second server on the name. */
async function lockWithNamedPipe(real: string, info: HolderInfo, answerMs: number): Promise<DataDirLock> {
  const address = `\\\\.\\pipe\\campus-data-lock-${createHash('sha256').update(real.toLowerCase()).digest('hex').slice(0, 32)}`;
  const held: HolderInfo = { ...info, state: 'holding' };
  const server = net.createServer((socket) => {
    socket.unref();
    socket.on('error', () => undefined);
    socket.end(`${JSON.stringify(held)}\n`);
  });
  try {
    await listen(server, address);
  } catch (e) {
    if (codeOf(e) !== 'EADDRINUSE') throw e;
    const p = await probe('', address, answerMs);
    throw new DataDirInUse(real, p.live && p.info ? p.info : await readHolderFile(real));
  }
  server.unref();
  await writeHolderFile(real, held);
  let released = false;
  return {
    dataDir: real,
    placement: 'pipe',
    warning: null,
    async release() {
      if (released) return;
      released = true;
      await closeServer(server);
      await removeHolderFile(real, info);
    },
  };
}

async function readHolderFile(real: string): Promise<HolderInfo | null> {
  return parseInfo(await readFile(path.join(real, LOCK_FOLDER, HOLDER_FILE), 'utf8').catch(() => ''));
}

function commandLine(): string {
  const text = process.argv.map((a) => (a.includes(' ') ? JSON.stringify(a) : a)).join(' ');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * Takes the data folder for this process, or throws DataDirInUse naming the live holder. The
 * folder is created when missing.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const attempts = options.attempts ?? 40;
  const answerMs = options.answerMs ?? 3_000;
  mkdirSync(dataDir, { recursive: true });
  const real = realpathSync(dataDir);
  const info: HolderInfo = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), dataDir: real, command: commandLine() };
  if (process.platform === 'win32') return lockWithNamedPipe(real, info, answerMs);
  let place = openPlace(real, options.placement ?? placementFor(real));
  let warning: string | null = null;
  let lastStarting: HolderInfo | null = null;

  for (let attempt = 1; ; attempt += 1) {
    const name = `${process.pid}-${randomBytes(4).toString('hex')}.sock`;
    let state: LockState = 'starting';
    const server = net.createServer((socket) => {
      socket.unref();
      socket.on('error', () => undefined);
      socket.setTimeout(answerMs, () => socket.destroy());
      socket.end(`${JSON.stringify({ ...info, state })}\n`);
    });
    try {
      await listen(server, place.address(name));
    } catch (e) {
      if (place.kind !== 'tmp' && NO_SOCKETS_HERE.has(codeOf(e) ?? '')) {
        warning = `the data folder ${real} cannot hold the lock socket (${codeOf(e)}); it is kept under ${os.tmpdir()} instead, which guards this machine only`;
        place.close();
        place = openPlace(real, 'tmp');
        attempt -= 1;
        continue;
      }
      place.close();
      throw e;
    }
    server.unref();

    const others = await scan(place, name, answerMs, Date.now());
    const holder = others.find((p): p is Extract<Probe, { live: true }> => p.live && p.info?.state !== 'starting');
    if (holder) {
      await closeServer(server);
      place.close();
      if (holder.info) throw new DataDirInUse(real, holder.info);
      // silent (busy or stuck): the holder file tells more when it is that process's
      const namePid = Number(SOCKET_NAME.exec(holder.name)![1]);
      const recorded = await readHolderFile(real);
      throw new DataDirInUse(real, recorded?.pid === namePid ? recorded : null, false, namePid);
    }
    const starting = others.find((p): p is Extract<Probe, { live: true }> => p.live);
    if (starting) {
      // another process is starting on this folder right now: both step back for a random moment
      lastStarting = starting.info;
      await closeServer(server);
      if (attempt >= attempts) {
        place.close();
        throw new DataDirInUse(real, lastStarting, true);
      }
      await sleep(20 + Math.floor(Math.random() * 30 * Math.min(attempt, 8)));
      continue;
    }

    state = 'holding';
    const socketFile = path.join(place.folder, name);
    // a process ending without release() (an uncaught error) removes its socket file on the way out
    const onExit = () => {
      try {
        unlinkSync(socketFile);
      } catch {
        // gone already
      }
    };
    process.once('exit', onExit);
    await writeHolderFile(real, { ...info, state });
    const placement = place.kind;
    const held = place;
    let released = false;
    return {
      dataDir: real,
      placement,
      warning,
      async release() {
        if (released) return;
        released = true;
        process.off('exit', onExit);
        // closing the listening socket removes its file (through the /proc path while the fd is open)
        await closeServer(server);
        held.close();
        await rm(socketFile, { force: true }).catch(() => undefined);
        await removeHolderFile(real, info);
      },
    };
  }
}
