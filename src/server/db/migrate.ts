// Runs the migrations not yet recorded in schema_migrations, in one transaction under an
// advisory lock, so two API processes starting together on one PostgreSQL do not race.
import { sql } from 'kysely';
import { MIGRATIONS, Migration } from './migrations';
import type { Db } from './schema';
import { inTransaction } from './transaction';

/** An arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK = 724_190_001;

export async function migrate(db: Db, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now())`.execute(db);
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
  if (migrations.every((m) => applied.has(m.name))) return [];
  return inTransaction(db, async (tx) => {
    await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    // read again under the lock: another process may have migrated meanwhile
    const done = new Set((await tx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    const ran: string[] = [];
    for (const m of migrations) {
      if (done.has(m.name)) continue;
      await m.up(tx);
      await tx.insertInto('schema_migrations').values({ name: m.name }).execute();
      ran.push(m.name);
    }
    return ran;
  });
}
