// One server per data folder. PGlite writes no postmaster.pid, so nothing else stops a second
// process from opening the same DATA_DIR: both would run, each writing over the other's database
// files (lost saves, then a folder that no longer opens). main.ts takes this lock (through
// db/open.ts) before the database or the file store is touched, whether or not DATABASE_URL is
// set: the file store lives in the folder either way. Processes with different folders never meet.
//
// The lock is a listening Unix domain socket inside the folder (DATA_DIR/.lock/<pid>-<random>.sock),
// so the kernel releases it when the process dies, kill -9 included: a dead holder's socket file
// refuses connections, and nothing needs deleting by hand. No native module is needed. Where the
// sockets live is socketPlace.ts; what they say to each other, socketProtocol.ts.
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
// Limit: a data folder on a network file system shared by two machines is not guarded (a socket
// lives in one machine's kernel); PGlite does not support that use anyway. On Windows the lock is
// a named pipe (namedPipe.ts).
import { mkdirSync, realpathSync, unlinkSync } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readHolderFile, removeHolderFile, writeHolderFile } from './holderFile';
import { newControlName, serveControl } from './controlChannel';
import { HolderInfo, LockState, ownHolderInfo } from './holderInfo';
import type { DataDirLock } from './lockHandle';
import { lockWithNamedPipe } from './namedPipe';
import { DataDirInUse } from './refusal';
import { cannotHoldSockets, isSocketName, newSocketName, openPlace, pidOfSocketName, Place, placementFor, SocketPlacement } from './socketPlace';
import { answeringServer, closeServer, codeOf, listen, probe, Probe } from './socketProtocol';

/** a dead socket file younger than this is left alone (a process between bind and listen looks dead) */
const STALE_AFTER_MS = 5_000;

export interface LockOptions {
  /** tries when another process is starting on the same folder at the same moment (default 40) */
  attempts?: number;
  /** how long a live socket has to say who it is (default 3 s; no answer counts as a holder) */
  answerMs?: number;
  /** force a placement (tests) */
  placement?: SocketPlacement;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every other socket in the lock folder, probed; dead ones old enough are removed. */
async function scan(place: Place, own: string, answerMs: number, nowMs: number): Promise<Probe[]> {
  const names = (await readdir(place.folder).catch(() => [] as string[])).filter((n) => n !== own && isSocketName(n));
  const probes = await Promise.all(names.map((n) => probe(n, place.address(n), answerMs)));
  for (const p of probes) {
    if (p.live || !p.refused) continue;
    const file = path.join(place.folder, p.name);
    const info = await lstat(file).catch(() => null);
    if (info?.isSocket() && nowMs - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true }).catch(() => undefined);
  }
  return probes;
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
  const info = ownHolderInfo(real);
  if (process.platform === 'win32') return lockWithNamedPipe(real, info, answerMs);
  let place = openPlace(real, options.placement ?? placementFor(real));
  let warning: string | null = null;

  for (let attempt = 1; ; attempt += 1) {
    const name = newSocketName();
    let state: LockState = 'starting';
    let control: HolderInfo['control'];
    const server = answeringServer(() => ({ ...info, state, ...(control ? { control } : {}) }), answerMs);
    try {
      await listen(server, place.address(name));
    } catch (e) {
      if (place.kind !== 'tmp' && cannotHoldSockets(codeOf(e))) {
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
      const namePid = pidOfSocketName(holder.name);
      const recorded = await readHolderFile(real);
      throw new DataDirInUse(real, recorded?.pid === namePid ? recorded : null, false, namePid);
    }
    const starting = others.find((p): p is Extract<Probe, { live: true }> => p.live);
    if (starting) {
      // another process is starting on this folder right now: both step back for a random moment
      await closeServer(server);
      if (attempt >= attempts) {
        place.close();
        throw new DataDirInUse(real, starting.info, true);
      }
      await sleep(20 + Math.floor(Math.random() * 30 * Math.min(attempt, 8)));
      continue;
    }

    state = 'holding';
    const socketFile = path.join(place.folder, name);
    // a process ending without release() (an uncaught error) removes its socket file on the way out
    let controlFile: string | null = null;
    const onExit = () => {
      for (const file of [socketFile, controlFile]) {
        try {
          if (file) unlinkSync(file);
        } catch {
          // gone already
        }
      }
    };
    process.once('exit', onExit);
    await writeHolderFile(real, { ...info, state });
    const placement = place.kind;
    const held = place;
    let released = false;
    let controlServer: { close(): Promise<void> } | null = null;
    return {
      dataDir: real,
      placement,
      warning,
      held: () => !released && server.listening,
      async takeCommands(handler) {
        if (released || controlServer) return;
        const controlName = newControlName();
        controlServer = await serveControl(held, controlName, handler);
        controlFile = path.join(held.folder, controlName);
        control = { name: controlName, placement };
        await writeHolderFile(real, { ...info, state, control });
      },
      async release() {
        if (released) return;
        released = true;
        process.off('exit', onExit);
        await controlServer?.close();
        if (controlFile) await rm(controlFile, { force: true }).catch(() => undefined);
        // closing the listening socket removes its file (through the /proc path while the fd is open)
        await closeServer(server);
        held.close();
        await rm(socketFile, { force: true }).catch(() => undefined);
        await removeHolderFile(real, info);
      },
    };
  }
}
