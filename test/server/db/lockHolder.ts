// A child process for the data folder lock's tests: says "ready", waits for "go" on stdin (so
// several children can try at the same moment), takes the lock on the folder given as argument
// and says "locked <placement>" (then holds it until killed) or "refused held|contended <pid>".
import { lockDataDir, LockOptions } from '../../../src/server/db/dataLock/lockDataDir';
import { DataDirInUse } from '../../../src/server/db/dataLock/refusal';

const [dir, placement] = process.argv.slice(2);
process.stdout.write('ready\n');
process.stdin.setEncoding('utf8');
process.stdin.once('data', () => {
  lockDataDir(dir, placement ? { placement: placement as LockOptions['placement'] } : {}).then(
    (lock) => {
      process.stdout.write(`locked ${lock.placement}\n`);
      setInterval(() => undefined, 1 << 30);
    },
    (e) => {
      process.stdout.write(e instanceof DataDirInUse ? `refused ${e.contended ? 'contended' : 'held'} ${e.holder?.pid ?? '?'}\n` : `error ${String(e)}\n`);
      process.exit(3);
    },
  );
});
