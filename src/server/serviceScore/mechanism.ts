// The score mechanism of one tenant: the scoreMechanism document (src/shared/documents/
// scoreMechanism). The scores and the documented detail read its published version (the defaults
// before any publish) through the documents' read of published content; the documented update
// saves the whole mechanism and publishes it at once (../documents/savePublished.ts): a version,
// the audit rows, weights not adding up to 100 refused by the definition's sum, naming the field.
import { scoreMechanism } from '../../shared/documents/scoreMechanism/definition';
import { DEFAULT_SCORE_MECHANISM, ScoreMechanism } from '../../shared/services/score';
import type { Db } from '../db/schema';
import { publishedContent } from '../documents/published';
import { savePublished } from '../documents/savePublished';
import type { DocumentTarget } from '../documents/store';
import type { WriteContext, WriteOutcome } from '../documents/write';

const FIELDS = Object.keys(DEFAULT_SCORE_MECHANISM) as (keyof ScoreMechanism)[];

export const mechanismTarget = (tenantId: string): DocumentTarget => ({ def: scoreMechanism, tenantId, identity: '' });

/** The mechanism's fields of a document content (the default of a field that is not a number). */
export function mechanismOf(content: Record<string, unknown>): ScoreMechanism {
  const m = { ...DEFAULT_SCORE_MECHANISM };
  for (const f of FIELDS) if (typeof content[f] === 'number') m[f] = content[f] as number;
  return m;
}

export async function readMechanism(db: Db, tenantId: string): Promise<ScoreMechanism> {
  return mechanismOf(await publishedContent(db, scoreMechanism, tenantId));
}

export function saveMechanism(tenantId: string, next: ScoreMechanism, ctx: WriteContext & { db: Db }): Promise<WriteOutcome> {
  return savePublished(mechanismTarget(tenantId), { ...next }, ctx);
}
