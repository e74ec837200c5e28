// The automatic synchronisation (newsAutoSyncHours of the published settings; 0: by hand only):
// checked when the runner starts and every hour after. A tenant whose news is shown and whose
// newest synchronisation began longer ago than its interval, or never, gets one queued in the
// system's name; one already waiting or running is left as it is (queueNewsJob answers it).
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { queueNewsJob } from './jobRows';
import { publishedNewsSettings, showsNews } from './settings';

const HOUR_MS = 3_600_000;
/** the name the job history shows for an automatic synchronisation */
export const AUTO_SYNC_USER = 'system';

/** Queues the synchronisations that are due; answers the tenants queued. */
export async function queueDueNewsSyncs(db: Db, nowMs: number): Promise<string[]> {
  const { rows } = await sql<{ id: string; last: Date | null }>`
    select t.id, (select max(j.created_at) from news_sync_jobs j where j.tenant_id = t.id) as last
    from tenants t where t.enabled order by t.id`.execute(db);
  const queued: string[] = [];
  for (const tenant of rows) {
    const settings = await publishedNewsSettings(db, tenant.id);
    if (!showsNews(settings) || settings.autoSyncHours === 0) continue;
    if (tenant.last && nowMs - new Date(tenant.last).getTime() < settings.autoSyncHours * HOUR_MS) continue;
    await queueNewsJob(db, tenant.id, AUTO_SYNC_USER, new Date(nowMs));
    queued.push(tenant.id);
  }
  return queued;
}
