// The lock folder inside DATA_DIR (the sockets, unless they had to go elsewhere) and its holder
// file: who holds the folder, for people and for a refusal when the holder does not answer.
// Informational only: the socket is the lock.
import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HolderInfo, parseHolderInfo } from './holderInfo';

/** the folder inside DATA_DIR holding the lock sockets and holder.json */
export const LOCK_FOLDER = '.lock';
/** who holds the folder, for people and for a refusal when the holder does not answer */
export const HOLDER_FILE = 'holder.json';

const holderFileOf = (real: string) => path.join(real, LOCK_FOLDER, HOLDER_FILE);

export async function writeHolderFile(real: string, info: HolderInfo): Promise<void> {
  const holderFile = holderFileOf(real);
  const partial = `${holderFile}.${process.pid}.part`;
  try {
    mkdirSync(path.dirname(holderFile), { recursive: true });
    await writeFile(partial, `${JSON.stringify(info, null, 2)}\n`);
    await rename(partial, holderFile);
  } catch {
    // informational only: the socket is the lock
  }
}

export async function readHolderFile(real: string): Promise<HolderInfo | null> {
  return parseHolderInfo(await readFile(holderFileOf(real), 'utf8').catch(() => ''));
}

/** Removes the holder file when it still names this holder (not a later one). */
export async function removeHolderFile(real: string, info: HolderInfo): Promise<void> {
  const current = await readHolderFile(real);
  if (current && current.pid === info.pid && current.startedAt === info.startedAt) {
    await rm(holderFileOf(real), { force: true }).catch(() => undefined);
  }
}
