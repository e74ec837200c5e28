// The news section's settings as the apps see them: the published appService document (its
// defaults before any publish). The synchronisation and the public read follow it, never a draft.
import { appService } from '../../shared/documents/appService/definition';
import { NEWS_CHANNELS, NewsChannel } from '../../shared/news/channels';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { findDocument, normalise, versionContent } from '../documents/store';

export interface NewsSettings {
  enabled: boolean;
  channels: NewsChannel[];
  keepDays: number;
  perPage: number;
  /** hours between automatic synchronisations; 0: by hand only (autoSync.ts) */
  autoSyncHours: number;
}

const DAY_MS = 86_400_000;

const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);

export async function publishedNewsSettings(db: Db | Tx, tenantId: string): Promise<NewsSettings> {
  const target = { def: appService, tenantId, identity: '' };
  const row = await findDocument(db, target);
  const content = (row?.published_version ? await versionContent(db, target, row, row.published_version) : null) ?? normalise(appService, null);
  const channels = Array.isArray(content.newsChannels) ? content.newsChannels : [];
  return {
    enabled: content.newsEnabled === true,
    channels: NEWS_CHANNELS.filter((c) => channels.includes(c)),
    keepDays: numberOr(content.newsKeepDays, appService.defaults.newsKeepDays as number),
    perPage: numberOr(content.newsPerPage, appService.defaults.newsPerPage as number),
    autoSyncHours: numberOr(content.newsAutoSyncHours, 0),
  };
}

/** The oldest publication time the settings keep. */
export const keptSince = (settings: NewsSettings, nowMs: number) => new Date(nowMs - settings.keepDays * DAY_MS);

/** Whether the settings show any news at all. */
export const showsNews = (settings: NewsSettings) => settings.enabled && settings.channels.length > 0;
