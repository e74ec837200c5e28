// Where the lock sockets live and the address each is bound or reached at. sun_path holds ~107
// bytes; for a longer folder path the socket is bound through /proc/self/fd/<fd of the lock
// folder>/<name> (Linux), which still creates it inside the folder, so two containers sharing the
// volume see each other (a Linux abstract socket would not: it lives in the network namespace).
// Where neither works (another system with a long path, or a file system that cannot hold
// sockets) the sockets go to a folder under the system temporary folder named after the data
// folder's real path, which still guards one machine.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FOLDER } from './holderFile';
import type { Placement } from './lockHandle';

export type SocketPlacement = Exclude<Placement, 'pipe'>;

const SOCKET_NAME = /^(\d+)-[0-9a-f]{8}\.sock$/;
/** the longest socket name made here: a 7-digit pid (Linux pid_max is at most 4194304) */
const LONGEST_NAME = '4194304-0123abcd.sock';
/** sun_path without its terminating NUL: 108 bytes on Linux, 104 on the BSDs and macOS */
const SUN_PATH_MAX = process.platform === 'linux' ? 107 : 103;

/** A name of its own for each bind (the pid, then random), so bind never meets an old file. */
export const newSocketName = () => `${process.pid}-${randomBytes(4).toString('hex')}.sock`;
export const isSocketName = (name: string) => SOCKET_NAME.test(name);
/** the pid a socket's name gives */
export const pidOfSocketName = (name: string) => Number(SOCKET_NAME.exec(name)![1]);

export interface Place {
  kind: SocketPlacement;
  /** the real folder the socket files are in */
  folder: string;
  /** the address to bind or connect for a socket name */
  address(name: string): string;
  close(): void;
}

export function openPlace(real: string, kind: SocketPlacement): Place {
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

export function placementFor(real: string): SocketPlacement {
  if (Buffer.byteLength(path.join(real, LOCK_FOLDER, LONGEST_NAME)) <= SUN_PATH_MAX) return 'folder';
  if (process.platform === 'linux' && existsSync('/proc/self/fd')) return 'proc';
  return 'tmp';
}

/** Errors of a file system that cannot hold a socket: the lock moves to the temporary folder. */
const NO_SOCKETS_HERE = new Set(['EPERM', 'EACCES', 'EOPNOTSUPP', 'ENOTSUP', 'EINVAL', 'ENAMETOOLONG', 'EROFS']);

export const cannotHoldSockets = (code: string | undefined) => NO_SOCKETS_HERE.has(code ?? '');
