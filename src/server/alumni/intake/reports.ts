// The apps' reports (ALUMNI_APP_PATHS.reports): a person reports a post for one of the tenant's
// reasons (getReportReason); the reason's text is kept with the report. A post's open reports
// are counted on it (the moderation list's badge, /ReportingManagement groups them).
import { sql } from 'kysely';
import type { AlumniBatchAnswer, ReportIn } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import { inTransaction, Tx } from '../../db/transaction';
import { typedArray } from '../../imports/jobs/setSql';
import { claimBatch } from '../../appCalls/batches';
import { refuseApp } from '../../appCalls/refusal';
import { itemTimes } from '../../appCalls/times';
import { resolveAuthors } from './authors';
import { targetPosts } from './targets';

export async function recordReports(db: Db, tenantId: string, batch: { batchId: string; reports: ReportIn[] }, nowMs: number): Promise<AlumniBatchAnswer> {
  const times = itemTimes(batch.reports, 'reports', nowMs);
  await targetPosts(db, tenantId, batch.reports, 'reports');
  const { rows: reasons } = await sql<{ id: number; content: string }>`select id, content from alumni_report_reasons where tenant_id = ${tenantId}`.execute(db);
  const reasonOf = new Map(reasons.map((r) => [r.id, r.content]));
  const badReason = batch.reports.findIndex((r) => !reasonOf.has(r.reasonId));
  if (badReason >= 0) {
    const field = `reports.${badReason}.reasonId`;
    refuseApp(422, 'alumniApp.unknownReason', { index: badReason, field, reasonId: batch.reports[badReason].reasonId }, { index: badReason, field });
  }
  const authors = await resolveAuthors(
    db,
    tenantId,
    batch.reports.map((r) => r.account),
  );
  const items: AlumniBatchAnswer['items'] = [];
  const rows: { index: number; personId: number; r: ReportIn }[] = [];
  batch.reports.forEach((r, index) => {
    const author = authors.get(r.account);
    if (!author) return items.push({ index, outcome: 'UNKNOWN_AUTHOR' });
    items.push({ index, outcome: 'DONE' });
    rows.push({ index, personId: author.personId, r });
  });
  const answer: AlumniBatchAnswer = { batchId: batch.batchId, accepted: batch.reports.length, matched: rows.length, items };
  await inTransaction(db, async (tx) => {
    await claimBatch(tx, tenantId, 'alumniReports', answer, nowMs);
    if (rows.length === 0) return;
    const { rows: ids } = await sql<{ id: number }>`insert into alumni_reports (tenant_id, post_id, reporter_id, reason_id, reason, note, created_at)
      select ${tenantId}, u.post_id, u.reporter_id, u.reason_id, u.reason, u.note, u.at from unnest(${typedArray(
        rows.map((x) => x.r.postId),
        'int4',
      )}, ${typedArray(
        rows.map((x) => x.personId),
        'int4',
      )}, ${typedArray(
        rows.map((x) => x.r.reasonId),
        'int4',
      )}, ${typedArray(
        rows.map((x) => reasonOf.get(x.r.reasonId)!),
        'text',
      )}, ${typedArray(
        rows.map((x) => x.r.note ?? null),
        'text',
      )}, ${typedArray(
        rows.map((x) => new Date(times[x.index])),
        'timestamptz',
      )}) with ordinality as u(post_id, reporter_id, reason_id, reason, note, at, ord) order by u.ord
      returning id`.execute(tx);
    ids.forEach((r, i) => (items[rows[i].index].id = r.id));
    await recountReports(
      tx,
      tenantId,
      rows.map((x) => x.r.postId),
    );
  });
  return answer;
}

export async function recountReports(tx: Tx, tenantId: string, postIds: number[]) {
  await sql`update alumni_posts p set open_reports = (select count(*) from alumni_reports r where r.post_id = p.id and r.status = 0)
    where p.tenant_id = ${tenantId} and p.id = any(${typedArray([...new Set(postIds)], 'int4')})`.execute(tx);
}
