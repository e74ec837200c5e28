// Undoing a finished import, in one transaction: the rows it inserted are removed and the rows it
// updated get back the values they had before (import_changes). Refused for a dry run, an import
// already undone or still running, one with none of its rows left (rowsLeft.ts), and when the same rows were changed afterwards, by a later
// import (which must be undone first) or by anyone else, since putting old values back would
// silently throw those changes away.
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { fillOrgPaths } from '../db/orgPaths';
import { inTransaction, Tx } from '../db/transaction';
import { refuse, Refused } from '../refusal';
import { jobsWithRowsLeft } from './rowsLeft';
import { importDb } from './tables';
import { SqlType } from './jobs/storage';

const RESTORABLE: Record<'people' | 'org_units', Record<string, SqlType>> = {
  people: {
    student_no: 'text',
    exam_no: 'text',
    work_no: 'text',
    account: 'text',
    name: 'text',
    gender: 'int2',
    id_number: 'text',
    phone: 'text',
    email: 'text',
    class_id: 'int4',
    grade: 'text',
    current_status: 'text',
    present_state: 'text',
    org_unit_id: 'int4',
  },
  org_units: { code: 'text', name: 'text', parent_id: 'int4', sort: 'int4', grade: 'text', class_type: 'text' },
};

const isForeignKeyViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23503';

async function refuseWhenChangedSince(tx: Tx, jobKey: string, seq: number, tenantId: string, table: 'people' | 'org_units', touched: number[]) {
  const later = await sql<{ key: string; created_at: Date }>`select j.key, j.created_at from import_changes c
    join import_jobs j on j.key = c.job_key
    where c.table_name = ${table} and c.job_seq > ${seq} and j.tenant_id = ${tenantId} and j.undone_at is null
      and (c.inserted_ids && ${touched}::int4[] or c.updated_ids && ${touched}::int4[])
    order by c.job_seq limit 1`.execute(tx);
  if (later.rows[0]) refuse('import.refused.laterImport', { time: later.rows[0].created_at.toISOString().replace('T', ' ').slice(0, 19) });
  const edited = await sql`select 1 from import_changes c
    cross join lateral unnest(c.inserted_ids || c.updated_ids) as x(id)
    join ${sql.table(table)} t on t.id = x.id
    where c.job_key = ${jobKey} and t.updated_at > c.written_at limit 1`.execute(tx);
  if (edited.rows.length) refuse('import.refused.changedSince');
}

async function restore(tx: Tx, jobKey: string, tenantId: string, table: 'people' | 'org_units', now: Date): Promise<number> {
  const sets = Object.entries(RESTORABLE[table]).map(
    ([column, type]) => sql`${sql.ref(column)} = case when e.v ? ${column} then (e.v->>${column})::${sql.raw(type)} else t.${sql.ref(column)} end`,
  );
  const r = await sql`update ${sql.table(table)} as t set ${sql.join([...sets, sql`updated_at = ${now}`])}
    from import_changes c cross join lateral jsonb_array_elements(c.before) as e(v)
    where c.job_key = ${jobKey} and t.id = (e.v->>'id')::int4 and t.tenant_id = ${tenantId}`.execute(tx);
  return Number(r.numAffectedRows ?? 0);
}

async function removeInserted(tx: Tx, jobKey: string, tenantId: string, table: 'people' | 'org_units'): Promise<number> {
  const r = await sql`delete from ${sql.table(table)} where tenant_id = ${tenantId}
    and id in (select unnest(inserted_ids) from import_changes where job_key = ${jobKey})`.execute(tx);
  return Number(r.numAffectedRows ?? 0);
}

export async function undoImport(
  db: Db,
  tenantId: string,
  key: string,
  userId: number,
  now: Date,
): Promise<{ removed: number; restored: number; table: 'people' | 'org_units' }> {
  try {
    return await inTransaction(db, async (tx) => {
      const idb = importDb(tx);
      const job = await idb
        .selectFrom('import_jobs')
        .select(['key', 'seq', 'state', 'dry_run', 'undone_at'])
        .where('key', '=', key)
        .where('tenant_id', '=', tenantId)
        .forUpdate()
        .executeTakeFirst();
      if (!job) return refuse('import.refused.jobNotFound');
      if (job.dry_run) refuse('import.refused.dryRunUndo');
      if (job.undone_at) refuse('import.refused.alreadyUndone');
      if (job.state === 'queued' || job.state === 'running') refuse('import.refused.notFinished');
      if (!(await jobsWithRowsLeft(tx, tenantId, [key])).has(key)) refuse('import.refused.undoSpent');
      const changes = await idb.selectFrom('import_changes').select(['table_name', 'inserted_ids', 'updated_ids']).where('job_key', '=', key).execute();
      let removed = 0;
      let restored = 0;
      const table = changes[0]?.table_name;
      if (table) {
        await sql`select pg_advisory_xact_lock(hashtext(${`import:${tenantId}:${table}`}))`.execute(tx);
        const touched = changes.flatMap((c) => [...c.inserted_ids, ...c.updated_ids]);
        await refuseWhenChangedSince(tx, key, job.seq, tenantId, table, touched);
        restored = await restore(tx, key, tenantId, table, now);
        removed = await removeInserted(tx, key, tenantId, table);
        if (table === 'org_units') {
          await sql`update org_units set path = '' where tenant_id = ${tenantId}`.execute(tx);
          await fillOrgPaths(tx, tenantId);
        }
      }
      await idb.updateTable('import_jobs').set({ undone_at: now, undone_by: userId }).where('key', '=', key).execute();
      return { removed, restored, table: table === 'org_units' ? ('org_units' as const) : ('people' as const) };
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new Refused('import.refused.undoInUse');
    throw e;
  }
}
