// The latest published app version of each platform of one tenant (app_versions, migration 018:
// the /APPVersionsManage collection). "Latest" is the highest build among the published rows,
// the newer publish (then the newer row) breaking a tie. The publish time is a wall clock of the
// tenant (a datetime field, as the list shows it): answered as the instant it names in the
// tenant's zone, so the console's home shows the same time as /APPVersionsManage.
import { sql } from 'kysely';
import { APP_PLATFORMS, AppPlatform, AppVersionInfo } from '../../shared/home/api';
import type { Db } from '../db/schema';
import { tenantZone, zonedTime } from '../time/tenantZone';

interface Row {
  platform: AppPlatform;
  version: string;
  build: number;
  force_update: boolean;
  notes: string | null;
  download_url: string | null;
  published_at: Date | string | null;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

export async function latestVersions(db: Db, tenantId: string): Promise<Record<AppPlatform, AppVersionInfo | null>> {
  const zone = await tenantZone(db, tenantId);
  const { rows } = await sql<Row>`
    select distinct on (platform) platform, version, build, force_update, notes, download_url, ${zonedTime(sql`published_at`, zone)} as published_at
    from app_versions
    where tenant_id = ${tenantId} and published
    order by platform, build desc, published_at desc nulls last, id desc`.execute(db);
  const result = Object.fromEntries(APP_PLATFORMS.map((p) => [p, null])) as Record<AppPlatform, AppVersionInfo | null>;
  for (const r of rows) {
    if (!(APP_PLATFORMS as readonly string[]).includes(r.platform)) continue;
    result[r.platform] = {
      platform: r.platform,
      version: r.version,
      build: Number(r.build),
      forceUpdate: r.force_update,
      notes: r.notes ?? '',
      downloadUrl: r.download_url ?? '',
      publishedAt: iso(r.published_at),
    };
  }
  return result;
}
