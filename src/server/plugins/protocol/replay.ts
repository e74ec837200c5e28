// Request ids seen within the signature window live in the database (request_ids), so a replay
// is refused by every API process, across restarts. A request older than the window is refused
// by its time anyway, so ids older than twice the window are pruned.
import { MAX_CLOCK_SKEW_MS } from '../../../shared/protocol';
import type { Db } from '../../db/schema';

const KEEP_MS = 2 * MAX_CLOCK_SKEW_MS;
const PRUNE_EVERY_MS = 60_000;

export function createReplayGuard(db: Db) {
  let lastPrune = 0;
  return {
    /** Records the id; false when it was already seen. */
    async firstSighting(id: string, nowMs: number): Promise<boolean> {
      if (nowMs - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = nowMs;
        await db
          .deleteFrom('request_ids')
          .where('seen_at', '<', new Date(nowMs - KEEP_MS))
          .execute();
      }
      const row = await db
        .insertInto('request_ids')
        .values({ id, seen_at: new Date(nowMs) })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
