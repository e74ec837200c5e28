// The score mechanism of one tenant (table score_mechanisms, migration 028): read (the defaults
// until the tenant saves one) and saved whole; weights that do not sum to 100 are refused before
// any write, naming the field. Each change leaves an audit row (document `scoreMechanism`) with
// the fields that changed, in the same transaction.
import { sql } from 'kysely';
import { DEFAULT_SCORE_MECHANISM, ScoreMechanism, WEIGHT_TOTAL, weightSum } from '../../shared/services/score';
import type { FieldChange } from '../../shared/documents/types';
import { recordAudit } from '../audit/record';
import type { Db } from '../db/schema';
import { inTransaction, Tx } from '../db/transaction';
import { refuse } from '../refusal';
import { SCORE_MECHANISM_AUDIT_KEY } from '../../shared/audit/handBuiltTargets';

// its audit rows name it as a document of its own (a hand-built target with its title)
export { SCORE_MECHANISM_AUDIT_KEY } from '../../shared/audit/handBuiltTargets';

const FIELDS: (keyof ScoreMechanism)[] = ['ratingWeight', 'visitWeight', 'favouriteWeight', 'minRatings', 'visitWindowDays'];

export async function readMechanism(db: Db | Tx, tenantId: string, lock = false): Promise<ScoreMechanism> {
  const forUpdate = lock ? sql`for update` : sql``;
  const { rows } = await sql<ScoreMechanism>`
    select rating_weight as "ratingWeight", visit_weight as "visitWeight", favourite_weight as "favouriteWeight",
      min_ratings as "minRatings", visit_window_days as "visitWindowDays"
    from score_mechanisms where tenant_id = ${tenantId} ${forUpdate}`.execute(db);
  return rows[0] ?? DEFAULT_SCORE_MECHANISM;
}

export function saveMechanism(db: Db, tenantId: string, next: ScoreMechanism, actor: { account: string; name: string }): Promise<ScoreMechanism> {
  const sum = weightSum(next);
  if (sum !== WEIGHT_TOTAL) refuse('serviceScore.weightsSum', { total: WEIGHT_TOTAL, sum }, { field: 'ratingWeight' });
  return inTransaction(db, async (tx) => {
    const before = await readMechanism(tx, tenantId, true);
    const changes: FieldChange[] = FIELDS.filter((f) => before[f] !== next[f]).map((f) => ({ path: f, before: before[f], after: next[f] }));
    if (changes.length === 0) return before;
    await sql`
      insert into score_mechanisms (tenant_id, rating_weight, visit_weight, favourite_weight, min_ratings, visit_window_days, updated_at)
      values (${tenantId}, ${next.ratingWeight}, ${next.visitWeight}, ${next.favouriteWeight}, ${next.minRatings}, ${next.visitWindowDays}, now())
      on conflict (tenant_id) do update set rating_weight = excluded.rating_weight, visit_weight = excluded.visit_weight,
        favourite_weight = excluded.favourite_weight, min_ratings = excluded.min_ratings,
        visit_window_days = excluded.visit_window_days, updated_at = now()`.execute(tx);
    await recordAudit(tx, { tenantId, actor, action: 'save', target: { kind: 'document', key: SCORE_MECHANISM_AUDIT_KEY }, changes });
    return { ...next };
  });
}
