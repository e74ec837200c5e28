// PGlite has no autovacuum. After a large import, or the undo of one, the table is vacuumed
// (dead rows and index entries reclaimed, visibility map: counts stay index-only) and analyzed
// (fresh statistics for the planner), as two steps with the event loop let go in between:
// together they held it ~270 ms for 50k people. The analysis samples 9,000 rows (statistics
// target 30) rather than 30,000, which keeps it under ~100 ms. Without it, re-importing the rows
// an undo removed met every dead index entry of the same numbers (~0.5 s more for 52k students).
// Only where this process alone uses the database (PostgreSQL runs its own autovacuum).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { yieldToEventLoop } from '../jobs/pace';

/** rows written or removed from which a table is worth vacuuming */
export const VACUUM_AFTER_ROWS = 5000;

export async function vacuumAfterWrites(db: Db, table: 'people' | 'org_units', rows: number, log: FastifyBaseLogger): Promise<void> {
  if (rows < VACUUM_AFTER_ROWS) return;
  try {
    await sql`vacuum ${sql.table(table)}`.execute(db);
    await yieldToEventLoop();
    await db.transaction().execute(async (tx) => {
      await sql`set local default_statistics_target = 30`.execute(tx);
      await sql`analyze ${sql.table(table)}`.execute(tx);
    });
  } catch (e) {
    log.warn({ err: e, table }, 'vacuum after writes failed');
  }
}
