// Migrations are lists of single statements: PGlite's extended protocol (and pg with
// parameters) refuses several commands in one query.
import { sql } from 'kysely';
import type { Tx } from '../transaction';
import type { Migration } from './types';

export async function runStatements(tx: Tx, statements: readonly string[]): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(tx);
}

export const sqlMigration = (name: string, statements: readonly string[]): Migration => ({
  name,
  up: (tx) => runStatements(tx, statements),
});

/** Columns every tenant-owned, editable table ends with. */
export const TIMESTAMPS = 'created_at timestamptz not null default now(), updated_at timestamptz not null default now()';
