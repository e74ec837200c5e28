// The tenant's report and block reasons (getReportReason: id and content, document 001 §3).
import { sql } from 'kysely';
import type { ReportReason } from '../../../shared/alumni/posts';
import type { Db } from '../../db/schema';
import type { Tx } from '../../db/transaction';

export async function reportReasons(db: Db | Tx, tenantId: string): Promise<ReportReason[]> {
  const { rows } = await sql<ReportReason>`select id, content from alumni_report_reasons where tenant_id = ${tenantId} order by sort, id`.execute(db);
  return rows;
}

export async function reasonText(db: Db | Tx, tenantId: string, reasonId: number): Promise<string | undefined> {
  const { rows } = await sql<{ content: string }>`select content from alumni_report_reasons where tenant_id = ${tenantId} and id = ${reasonId}`.execute(db);
  return rows[0]?.content;
}
