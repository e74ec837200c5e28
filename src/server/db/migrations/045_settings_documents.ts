// Issue 35: the score mechanism (028's score_mechanisms) and the photo settings (012's
// photo_configs) become documents of the document store (017; keys scoreMechanism and photoConfig,
// src/shared/documents). Each tenant's row becomes version 1 of its document, published, at the
// row's updated_at, by whoever the history says saved it last (else 'system'), with its changes
// from the defaults; then the two tables go. The defaults and fields are written here as they
// were, so a later change to the definitions leaves what this migration did as it was.
import { sql } from 'kysely';
import type { Tx } from '../transaction';
import type { Migration } from './types';

interface Moved {
  key: string;
  /** the old table's rows: tenant, content, when */
  rows: (tx: Tx) => Promise<{ tenant_id: string; content: Record<string, unknown>; updated_at: Date }[]>;
  defaults: Record<string, unknown>;
  table: string;
}

const SCORE: Moved = {
  key: 'scoreMechanism',
  table: 'score_mechanisms',
  defaults: { ratingWeight: 50, visitWeight: 30, favouriteWeight: 20, minRatings: 3, visitWindowDays: 30 },
  rows: async (tx) =>
    (
      await sql<{ tenant_id: string; content: Record<string, unknown>; updated_at: Date }>`
        select tenant_id, json_build_object('ratingWeight', rating_weight, 'visitWeight', visit_weight,
          'favouriteWeight', favourite_weight, 'minRatings', min_ratings, 'visitWindowDays', visit_window_days) as content, updated_at
        from score_mechanisms`.execute(tx)
    ).rows,
};

const PHOTO_DEFAULTS = { maxSizeKb: 5120, minWidth: 0, minHeight: 0, formats: ['jpeg', 'png'] };

/** the stored settings in the form the photo code read them: known keys, whole numbers in range, formats in order */
function photoContent(stored: unknown): Record<string, unknown> {
  const c = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const whole = (v: unknown, min: number, max: number, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, Math.floor(v))) : fallback;
  const sent = Array.isArray(c.formats) ? c.formats : [];
  const formats = ['jpeg', 'png'].filter((f) => sent.includes(f));
  return {
    maxSizeKb: whole(c.maxSizeKb, 1, 20_480, PHOTO_DEFAULTS.maxSizeKb),
    minWidth: whole(c.minWidth, 0, 10_000, PHOTO_DEFAULTS.minWidth),
    minHeight: whole(c.minHeight, 0, 10_000, PHOTO_DEFAULTS.minHeight),
    formats: formats.length > 0 ? formats : PHOTO_DEFAULTS.formats,
  };
}

const PHOTO: Moved = {
  key: 'photoConfig',
  table: 'photo_configs',
  defaults: PHOTO_DEFAULTS,
  rows: async (tx) =>
    (await sql<{ tenant_id: string; config: unknown; updated_at: Date }>`select tenant_id, config, updated_at from photo_configs`.execute(tx)).rows.map(
      (r) => ({
        tenant_id: r.tenant_id,
        content: photoContent(r.config),
        updated_at: r.updated_at,
      }),
    ),
};

const changesFrom = (defaults: Record<string, unknown>, content: Record<string, unknown>) =>
  Object.keys(defaults)
    .filter((k) => JSON.stringify(defaults[k]) !== JSON.stringify(content[k]))
    .map((k) => ({ path: k, before: defaults[k], after: content[k] }));

async function move(tx: Tx, m: Moved): Promise<void> {
  for (const row of await m.rows(tx)) {
    const { rows: by } = await sql<{ actor_account: string; actor_name: string }>`
      select actor_account, actor_name from audit_log
      where tenant_id = ${row.tenant_id} and target_kind = 'document' and target_key = ${m.key}
      order by at desc, id desc limit 1`.execute(tx);
    const { rows: made } = await sql<{ id: number }>`
      insert into documents (tenant_id, key, identity, latest_version, published_version, created_at, updated_at)
      values (${row.tenant_id}, ${m.key}, '', 1, 1, ${row.updated_at}, ${row.updated_at})
      on conflict (tenant_id, key, identity) do nothing
      returning id`.execute(tx);
    // a document already there (none should be) is left as it is
    if (made.length === 0) continue;
    await sql`
      insert into document_versions (document_id, tenant_id, version, state, content, by_account, by_name, at, published_at, changes)
      values (${made[0].id}, ${row.tenant_id}, 1, 'published', ${JSON.stringify(row.content)}::jsonb, ${by[0]?.actor_account ?? 'system'},
        ${by[0]?.actor_name ?? 'system'}, ${row.updated_at}, ${row.updated_at}, ${JSON.stringify(changesFrom(m.defaults, row.content))}::jsonb)`.execute(tx);
  }
  await sql.raw(`drop table ${m.table}`).execute(tx);
}

const migration: Migration = {
  name: '045_settings_documents',
  up: async (tx) => {
    await move(tx, SCORE);
    await move(tx, PHOTO);
  },
};
export default migration;
