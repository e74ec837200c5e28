// keepFileSizes: PostgreSQL's idea of a relation's length (pg_relation_size: lseek to the end of
// its files) stays the length of the files on disk while they grow, are truncated and are
// rewritten, and the data reads back whole after a restart.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../../src/server/db/connect';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pglite-sizes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function sizes(pglite: PGlite, relation: string): Promise<{ postgres: number; disk: number }> {
  await pglite.exec('checkpoint'); // dirty pages written out, so the files hold every block
  const { rows } = await pglite.query<{ size: number; file: string }>(`select pg_relation_size($1)::int as size, pg_relation_filepath($1) as file`, [relation]);
  return { postgres: rows[0].size, disk: statSync(path.join(dir, 'pg', rows[0].file)).size };
}

it("keeps a relation's length equal to its file's through growth, truncation and a rewrite", async () => {
  const { db, pglite } = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    await pglite.exec('create table grows (id int primary key, payload text)');
    for (let round = 0; round < 3; round += 1) {
      await pglite.query(`insert into grows select g, repeat(md5(g::text), 8) from generate_series($1::int, $2::int) g`, [
        round * 5000 + 1,
        (round + 1) * 5000,
      ]);
      const s = await sizes(pglite, 'grows');
      expect(s.postgres).toBe(s.disk);
      expect(s.postgres).toBeGreaterThan(round * 1_000_000);
      const index = await sizes(pglite, 'grows_pkey');
      expect(index.postgres).toBe(index.disk);
    }
    // removed rows and a vacuum truncate the file's empty end
    await pglite.exec('delete from grows where id > 1000');
    await pglite.exec('vacuum grows');
    const shrunk = await sizes(pglite, 'grows');
    expect(shrunk.postgres).toBe(shrunk.disk);
    expect(shrunk.postgres).toBeLessThan(1_000_000);
    // and it grows again from there
    await pglite.query(`insert into grows select g, repeat('x', 200) from generate_series(20001, 24000) g`);
    const again = await sizes(pglite, 'grows');
    expect(again.postgres).toBe(again.disk);
    // a rewrite puts the table in a new file
    await pglite.exec('vacuum full grows');
    const rewritten = await sizes(pglite, 'grows');
    expect(rewritten.postgres).toBe(rewritten.disk);
    expect((await pglite.query<{ n: number }>('select count(*)::int as n from grows')).rows[0].n).toBe(5000);
  } finally {
    await db.destroy();
  }
  const reopened = await openPglite({ dataDir: path.join(dir, 'pg') });
  try {
    const { rows } = await reopened.pglite.query<{ n: number; sum: number }>('select count(*)::int as n, sum(id)::int as sum from grows');
    expect(rows[0]).toEqual({ n: 5000, sum: (1000 * 1001) / 2 + ((20001 + 24000) * 4000) / 2 });
    await reopened.pglite.query(`insert into grows select g, 'y' from generate_series(30001, 31000) g`);
    const s = await sizes(reopened.pglite, 'grows');
    expect(s.postgres).toBe(s.disk);
  } finally {
    await reopened.db.destroy();
  }
}, 60_000); // ~3.5 s alone; a busy CI machine runs it beside the other suites
