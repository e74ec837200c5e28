// Migration 045: the score mechanism's and the photo settings' rows become version 1 of their
// documents, published, by whoever the history says saved them last (else 'system'), with their
// changes from the defaults; the two tables go; a tenant without a row keeps the defaults; and the
// server reads the moved values as the published ones.
import { sql } from 'kysely';
import { migrate } from '../../../src/server/db/migrate';
import { MIGRATIONS } from '../../../src/server/db/migrations';
import { readPhotoConfig } from '../../../src/server/photos/config';
import { readMechanism } from '../../../src/server/serviceScore/mechanism';
import { DEFAULT_PHOTO_CONFIG } from '../../../src/shared/photos/api';
import { DEFAULT_SCORE_MECHANISM } from '../../../src/shared/services/score';
import { makeTestDb } from '../helpers';
import type { TestDb } from '../testDb';

const LAST = '045_settings_documents';

describe('migration 045: the score mechanism and the photo settings become documents', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await makeTestDb();
    await migrate(
      t.db,
      MIGRATIONS.filter((m) => m.name < LAST),
    );
    for (const [id, name] of [
      ['300001', '甲校'],
      ['300002', '乙校'],
    ])
      await sql`insert into tenants (id, name) values (${id}, ${name})`.execute(t.db);
    await sql`insert into score_mechanisms (tenant_id, rating_weight, visit_weight, favourite_weight, min_ratings, visit_window_days, updated_at)
      values ('300001', 60, 30, 10, 3, 14, '2026-01-02T03:04:05Z')`.execute(t.db);
    await sql`insert into audit_log (tenant_id, at, actor_account, actor_name, action, target_kind, target_key)
      values ('300001', '2026-01-02T03:04:05Z', 'admin1', '管理员甲', 'save', 'document', 'scoreMechanism')`.execute(t.db);
    await sql`insert into photo_configs (tenant_id, config, updated_at)
      values ('300001', ${JSON.stringify({ maxSizeKb: 2048, minWidth: 295, minHeight: 413, formats: ['png', 'jpeg'] })}::jsonb, '2026-02-03T04:05:06Z')`.execute(
      t.db,
    );
    expect(await migrate(t.db)).toEqual([LAST]);
  });
  afterAll(() => t.close());

  it('keeps each row as version 1, published, by the last who saved it, with its changes from the defaults', async () => {
    const { rows } = await sql<{
      key: string;
      latest_version: number;
      published_version: number;
      state: string;
      content: unknown;
      by_account: string;
      changes: unknown;
    }>`
      select d.key, d.latest_version, d.published_version, v.state, v.content, v.by_account, v.changes
      from documents d join document_versions v on v.document_id = d.id where d.tenant_id = '300001' order by d.key`.execute(t.db);
    expect(rows).toEqual([
      {
        key: 'photoConfig',
        latest_version: 1,
        published_version: 1,
        state: 'published',
        content: { maxSizeKb: 2048, minWidth: 295, minHeight: 413, formats: ['jpeg', 'png'] },
        by_account: 'system',
        changes: [
          { path: 'maxSizeKb', before: 5120, after: 2048 },
          { path: 'minWidth', before: 0, after: 295 },
          { path: 'minHeight', before: 0, after: 413 },
        ],
      },
      {
        key: 'scoreMechanism',
        latest_version: 1,
        published_version: 1,
        state: 'published',
        content: { ratingWeight: 60, visitWeight: 30, favouriteWeight: 10, minRatings: 3, visitWindowDays: 14 },
        by_account: 'admin1',
        changes: [
          { path: 'ratingWeight', before: 50, after: 60 },
          { path: 'favouriteWeight', before: 20, after: 10 },
          { path: 'visitWindowDays', before: 30, after: 14 },
        ],
      },
    ]);
  });

  it('drops the two tables', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_name in ('score_mechanisms', 'photo_configs')`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });

  it('reads the moved values as published, and the defaults for a tenant that had none', async () => {
    expect(await readMechanism(t.db, '300001')).toEqual({ ratingWeight: 60, visitWeight: 30, favouriteWeight: 10, minRatings: 3, visitWindowDays: 14 });
    expect(await readPhotoConfig(t.db, '300001')).toEqual({ maxSizeKb: 2048, minWidth: 295, minHeight: 413, formats: ['jpeg', 'png'] });
    expect(await readMechanism(t.db, '300002')).toEqual(DEFAULT_SCORE_MECHANISM);
    expect(await readPhotoConfig(t.db, '300002')).toEqual(DEFAULT_PHOTO_CONFIG);
  });
});
