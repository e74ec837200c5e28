// Windows: the lock is one named pipe per folder, named after the folder's real path; the system
// refuses a second server on the name (EADDRINUSE) and the pipe goes with its process. Not run by
// our tests, which run on Linux.
import { createHash } from 'node:crypto';
import { readHolderFile, removeHolderFile, writeHolderFile } from './holderFile';
import type { HolderInfo } from './holderInfo';
import type { DataDirLock } from './lockHandle';
import { DataDirInUse } from './refusal';
import { answeringServer, closeServer, codeOf, listen, probe } from './socketProtocol';

export async function lockWithNamedPipe(real: string, info: HolderInfo, answerMs: number): Promise<DataDirLock> {
  const address = `\\\\.\\pipe\\campus-data-lock-${createHash('sha256').update(real.toLowerCase()).digest('hex').slice(0, 32)}`;
  const held: HolderInfo = { ...info, state: 'holding' };
  const server = answeringServer(() => held);
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
    held: () => !released && server.listening,
    async release() {
      if (released) return;
      released = true;
      await closeServer(server);
      await removeHolderFile(real, info);
    },
  };
}
