// A checker per tenant and action type, kept between calls: building one over 10k words takes
// milliseconds, checking a post microseconds. Each use reads the words' fingerprint (how many,
// the latest change, and the mechanisms they point at) in one indexed query, so a word added,
// changed, disabled or removed (through this server or another on the same database) is in
// force for the next post; a checker unused for CHECKER_IDLE_MS is dropped.
import { sql } from 'kysely';
import type { MechanismCode } from '../../../shared/domain/alumni';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { buildWordChecker, CheckedWord, WordChecker } from './verdict';

export const CHECKER_IDLE_MS = 10 * 60_000;

interface Kept {
  fingerprint: string;
  checker: WordChecker;
  usedAt: number;
}

export interface CheckerCache {
  /** the checker of the tenant's enabled words for one action type (1 post … 4 profile) */
  checkerFor(db: Db | Tx, tenantId: string, actionType: number): Promise<WordChecker>;
  /** how many checkers were built (for tests and the bench) */
  readonly builds: number;
}

async function fingerprintOf(db: Db | Tx, tenantId: string, actionType: number): Promise<string> {
  const { rows } = await sql<{ n: string; latest: string | null; mechanisms: string | null }>`
    select count(*)::text as n, max(w.updated_at)::text as latest,
      (select string_agg(m.id || ':' || m.code, ',' order by m.id) from alumni_mechanism_configs m where m.tenant_id = ${tenantId}) as mechanisms
    from alumni_shield_words w where w.tenant_id = ${tenantId} and w.action_type = ${actionType} and w.enabled`.execute(db);
  const r = rows[0];
  return `${r?.n ?? 0}|${r?.latest ?? ''}|${r?.mechanisms ?? ''}`;
}

async function loadWords(db: Db | Tx, tenantId: string, actionType: number): Promise<CheckedWord[]> {
  const { rows } = await sql<{ word: string; code: MechanismCode }>`
    select w.word, m.code from alumni_shield_words w join alumni_mechanism_configs m on m.id = w.mechanism_id
    where w.tenant_id = ${tenantId} and w.action_type = ${actionType} and w.enabled`.execute(db);
  return rows.map((r) => ({ word: r.word, mechanism: r.code }));
}

export function createCheckerCache(now: () => number = Date.now): CheckerCache {
  const kept = new Map<string, Kept>();
  let builds = 0;
  return {
    get builds() {
      return builds;
    },
    async checkerFor(db, tenantId, actionType) {
      const t = now();
      for (const [key, k] of kept) if (t - k.usedAt > CHECKER_IDLE_MS) kept.delete(key);
      const key = `${tenantId}\n${actionType}`;
      const fingerprint = await fingerprintOf(db, tenantId, actionType);
      const found = kept.get(key);
      if (found && found.fingerprint === fingerprint) {
        found.usedAt = t;
        return found.checker;
      }
      const checker = buildWordChecker(await loadWords(db, tenantId, actionType));
      builds += 1;
      kept.set(key, { fingerprint, checker, usedAt: t });
      return checker;
    },
  };
}
