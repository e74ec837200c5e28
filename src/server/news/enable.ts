// The legacy newsSectionConfig/enable { enable }: the news section switched on or off through the
// generic save (a version, the field checks, the audit rows), on the newest content with the
// document row locked. Published at once when the newest version was the published one; with a
// draft of other changes pending it joins the draft (publishing it would publish those unseen),
// as the alumni moments' and the robot's legacy calls do.
import { appService } from '../../shared/documents/appService/definition';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DocumentTarget, readState } from '../documents/store';
import { saveDocument, WriteContext, WriteOutcome } from '../documents/write';

export const newsTarget = (tenantId: string): DocumentTarget => ({ def: appService, tenantId, identity: '' });

export function setNewsEnabled(tenantId: string, enable: boolean, ctx: WriteContext & { db: Db }): Promise<WriteOutcome> {
  const target = newsTarget(tenantId);
  return inTransaction(ctx.db, async (tx) => {
    const { row, state } = await readState(tx, target, true);
    const inSync = row === undefined || row.latest_version === 0 || row.published_version === row.latest_version;
    return saveDocument(target, { baseVersion: state.version, content: { ...state.content, newsEnabled: enable }, publish: inSync }, { ...ctx, db: tx });
  });
}
