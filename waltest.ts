import { PGlite } from '@electric-sql/pglite';
import { neededWalSegments, withoutUnneededWal } from './test/templates/walTrim';
import { PGLITE_EXTENSIONS } from './src/server/db/connect';
(async () => {
  const p = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await p.exec('create table t(a int, b text); insert into t select g, repeat(\'x\', 500) from generate_series(1, 100000) g;');
  await p.query('checkpoint');
  const tar = new Uint8Array(await (await p.dumpDataDir('none')).arrayBuffer());
  const need = await neededWalSegments(p);
  const out = withoutUnneededWal(tar, need);
  console.log(need, tar.length, out.length);
  const q = await PGlite.create({ loadDataDir: new Blob([out]), extensions: PGLITE_EXTENSIONS });
  console.log((await q.query('select count(*) from t')).rows);
  await q.exec('insert into t select g, repeat(\'y\', 500) from generate_series(1, 100000) g;');
  console.log((await q.query('select count(*) from t')).rows);
})();
