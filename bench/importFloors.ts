// The floors the import is measured against, on the same file and database (BUDGETS.md): the
// parse floor (the exceljs streaming reader, no work), the write floor (COPY into an unindexed scratch table),
// and, to explain the rest, the same rows inserted into the people table itself.
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';
import { unnestInsert } from '../src/server/imports/jobs/setSql';
import { readSpreadsheet } from '../src/server/spreadsheet/readSpreadsheet';

const TENANT = '000000';

/** BUDGETS.md's parse floor: the exceljs streaming reader over the file, no work beyond the cells' text. */
export async function parseFloor(file: string): Promise<{ ms: number; rows: string[][] }> {
  const rows: string[][] = [];
  const t0 = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        cells[col - 1] = String(cell.value ?? '');
      });
      rows.push(cells);
    }
    break;
  }
  return { ms: performance.now() - t0, rows };
}

/** Not a floor: the import's own reader (the parse worker), for comparison with the floor. */
export async function ownParse(file: string): Promise<number> {
  const t0 = performance.now();
  for await (const batch of readSpreadsheet(file, 'xlsx')) if (batch.length === 0) break;
  return performance.now() - t0;
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export async function writeFloor(pglite: PGlite, rows: string[][]): Promise<number> {
  const width = 15;
  await pglite.exec(`create table bench_scratch (${Array.from({ length: width }, (_, i) => `c${i} text`).join(', ')})`);
  const csv = rows
    .slice(1)
    .map((r) => Array.from({ length: width }, (_, i) => csvCell(r[i] ?? '')).join(','))
    .join('\n');
  const t0 = performance.now();
  await pglite.query(`copy bench_scratch from '/dev/blob' with (format csv)`, [], { blob: new Blob([csv]) });
  const ms = performance.now() - t0;
  await pglite.exec('drop table bench_scratch');
  return ms;
}

/**
 * Not a budget floor, an explanation: the same rows inserted into the people table itself (its
 * indexes, foreign keys and trigram index) with the import's own set-based statement, 1,000 a
 * transaction, no import logic around it (as graduates, deleted afterwards).
 */
export async function indexedInsertFloor(db: Db, rows: string[][], classes: Map<string, { id: number; parent: number | null }>): Promise<number> {
  const data = rows.slice(1);
  const columns = Array.from({ length: 10 }, (_, i) => data.map((r) => r[i] ?? null));
  const col = (i: number) => columns[i];
  // the rows this floor adds are those after the last id now (the seed's own graduates, whose
  // numbers may start with the year too, are named by alumni posts and stay)
  const { rows: last } = await sql<{ id: number | null }>`select max(id) as id from people`.execute(db);
  const t0 = performance.now();
  for (let s = 0; s < data.length; s += 1000) {
    const part = (values: unknown[]) => values.slice(s, s + 1000);
    const cls = part(col(6)).map((n) => classes.get(String(n)) ?? null);
    await db.transaction().execute((tx) =>
      unnestInsert(
        'people',
        [
          { column: 'tenant_id', type: 'text', value: TENANT },
          { column: 'identity', type: 'text', value: 'GRADUATE_STUDENT' },
          { column: 'updated_at', type: 'timestamptz', value: new Date() },
        ],
        [
          { column: 'student_no', type: 'text', values: part(col(0)) },
          { column: 'name', type: 'text', values: part(col(1)) },
          { column: 'gender', type: 'int2', values: part(col(2)).map((g) => (g === '男' ? 1 : 2)) },
          { column: 'id_number', type: 'text', values: part(col(3)) },
          { column: 'phone', type: 'text', values: part(col(4)) },
          { column: 'email', type: 'text', values: part(col(5)) },
          { column: 'class_id', type: 'int4', values: cls.map((c) => c?.id ?? null) },
          { column: 'grade', type: 'text', values: part(col(7)) },
          { column: 'current_status', type: 'text', values: part(col(8)).map(() => '1') },
          { column: 'present_state', type: 'text', values: part(col(9)).map(() => '1') },
          { column: 'org_unit_id', type: 'int4', values: cls.map((c) => c?.parent ?? null) },
        ],
        ['id', 'student_no'],
      ).execute(tx),
    );
  }
  const ms = performance.now() - t0;
  await sql`delete from people where tenant_id = ${TENANT} and identity = 'GRADUATE_STUDENT' and id > ${last[0].id ?? 0}`.execute(db);
  await sql`vacuum analyze people`.execute(db);
  return ms;
}
