// The documented save of a document with its own screen (DocumentDef.ownScreen: the score
// mechanism, the photo settings): the whole content the screen's form sent, saved on the newest
// version and published at once through the generic save (a version, the field checks and sums,
// the audit rows of the save and the publish), with the document row locked. The form sends every
// field, so nothing unseen is published: a draft made meanwhile through the generic calls is
// replaced by what the form sent (the history keeps it).
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DocumentTarget, readState } from './store';
import { saveDocument, WriteContext, WriteOutcome } from './write';

/** Two attempts: a first write racing another first write finds its base stale once. */
const ATTEMPTS = 2;

export async function savePublished(target: DocumentTarget, content: Record<string, unknown>, ctx: WriteContext & { db: Db }): Promise<WriteOutcome> {
  const saveOnce = () =>
    inTransaction(ctx.db, async (tx) => {
      const { state } = await readState(tx, target, true);
      return saveDocument(target, { baseVersion: state.version, content, publish: true }, { ...ctx, db: tx });
    });
  let outcome = await saveOnce();
  for (let i = 1; i < ATTEMPTS && !outcome.ok && 'conflict' in outcome; i++) outcome = await saveOnce();
  return outcome;
}
