// An administrator's decisions on a post, each in one transaction with its audit entry
// (collection 'alumniPosts', the post's id, the fields that changed):
// - block (shield): a reason from getReportReason is required ('please select block reason'),
//   an optional note is added to it; the post's open reports are upheld with it.
// - unblock (unshield): a blocked post, or one held for review, is shown again.
// - dismiss: the post's open reports are dismissed; the post stays as it is.
import { sql } from 'kysely';
import { BLOCK_NOTE_MAX, POST_AUDIT_KEY, POST_STATUS, REPORT_STATUS } from '../../../shared/alumni/posts';
import type { FieldChange } from '../../../shared/documents/types';
import { recordAudit } from '../../audit/record';
import type { Db } from '../../db/schema';
import { inTransaction, Tx } from '../../db/transaction';
import { refuse } from '../../refusal';
import { recountReports } from '../intake/reports';
import { reasonText } from './reasons';

export interface Moderator {
  account: string;
  name: string;
}

const STATUS_NAME: Record<number, string> = { 0: 'SHOWN', 1: 'BLOCKED', 2: 'HELD' };

async function lockedPost(tx: Tx, tenantId: string, id: number) {
  const { rows } = await sql<{ status: number; block_reason: string | null; open_reports: number }>`
    select status, block_reason, open_reports from alumni_posts where tenant_id = ${tenantId} and id = ${id} for update`.execute(tx);
  if (!rows[0]) refuse('alumniPosts.notFound');
  return rows[0];
}

async function decideReports(tx: Tx, tenantId: string, postId: number, status: number, who: Moderator): Promise<number> {
  const result = await sql`update alumni_reports set status = ${status}, decided_by = ${who.account}, decided_at = now()
    where tenant_id = ${tenantId} and post_id = ${postId} and status = ${REPORT_STATUS.OPEN}`.execute(tx);
  await recountReports(tx, tenantId, [postId]);
  return Number(result.numAffectedRows ?? 0);
}

const audit = (tx: Tx, tenantId: string, who: Moderator, id: number, changes: FieldChange[]) =>
  recordAudit(tx, { tenantId, actor: who, action: 'update', target: { kind: 'collection', key: POST_AUDIT_KEY, id }, changes });

export async function blockPost(
  db: Db,
  tenantId: string,
  who: Moderator,
  body: { id: number; reasonId?: number; note?: string },
): Promise<{ reports: number }> {
  if (!body.reasonId) refuse('alumniPosts.blockReasonRequired', undefined, { field: 'reasonId' });
  return inTransaction(db, async (tx) => {
    const before = await lockedPost(tx, tenantId, body.id);
    if (before.status === POST_STATUS.BLOCKED) refuse('alumniPosts.alreadyBlocked');
    const reason = await reasonText(tx, tenantId, body.reasonId!);
    if (reason === undefined) refuse('alumniPosts.unknownReason', undefined, { field: 'reasonId' });
    const note = body.note?.trim().slice(0, BLOCK_NOTE_MAX);
    const text = note ? `${reason}：${note}` : reason!;
    await sql`update alumni_posts set status = ${POST_STATUS.BLOCKED}, block_reason = ${text}, blocked_by = ${who.account},
      blocked_by_name = ${who.name}, blocked_at = now() where tenant_id = ${tenantId} and id = ${body.id}`.execute(tx);
    const reports = await decideReports(tx, tenantId, body.id, REPORT_STATUS.UPHELD, who);
    const changes: FieldChange[] = [
      { path: 'status', before: STATUS_NAME[before.status], after: 'BLOCKED' },
      { path: 'blockReason', before: before.block_reason, after: text },
    ];
    if (reports > 0) changes.push({ path: 'reports', before: reports, after: 0 });
    await audit(tx, tenantId, who, body.id, changes);
    return { reports };
  });
}

export async function unblockPost(db: Db, tenantId: string, who: Moderator, id: number): Promise<{ before: number }> {
  return inTransaction(db, async (tx) => {
    const before = await lockedPost(tx, tenantId, id);
    if (before.status === POST_STATUS.SHOWN) refuse('alumniPosts.notBlocked');
    await sql`update alumni_posts set status = ${POST_STATUS.SHOWN}, block_reason = null, blocked_by = null, blocked_by_name = null, blocked_at = null
      where tenant_id = ${tenantId} and id = ${id}`.execute(tx);
    await audit(tx, tenantId, who, id, [
      { path: 'status', before: STATUS_NAME[before.status], after: 'SHOWN' },
      { path: 'blockReason', before: before.block_reason, after: null },
    ]);
    return { before: before.status };
  });
}

export async function dismissReports(db: Db, tenantId: string, who: Moderator, postId: number): Promise<{ reports: number }> {
  return inTransaction(db, async (tx) => {
    await lockedPost(tx, tenantId, postId);
    const reports = await decideReports(tx, tenantId, postId, REPORT_STATUS.DISMISSED, who);
    if (reports === 0) refuse('alumniPosts.noOpenReports');
    await audit(tx, tenantId, who, postId, [{ path: 'reports', before: reports, after: 0 }]);
    return { reports };
  });
}
