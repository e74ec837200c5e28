// Kysely types of the news tables (migration 023_news); `newsDb` widens a Db or a transaction
// to see them.
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DocumentJobProgress } from '../../shared/documents';
import type { NewsChannel } from '../../shared/news/channels';
import type { Database } from '../db/schema';
import type { QueueColumns } from '../jobs/queue';
import { tablesOf } from '../db/tablesOf';

type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The fields of an article, the same in the inbox and in the app's news. */
export interface ArticleColumns {
  tenant_id: string;
  article_id: string;
  channel: NewsChannel;
  title: string;
  summary: Defaulted<string>;
  cover: string | null;
  url: string;
  published_at: Date;
}

export interface NewsInboxTable extends ArticleColumns {
  updated_at: Defaulted<Date>;
}

export interface AppNewsTable extends ArticleColumns {
  synced_at: Date;
}

export interface NewsSyncJobsTable extends QueueColumns<Defaulted<DocumentJobProgress['state']>> {
  tenant_id: string;
  /** who started it (migration 038); null: the automatic synchronisation, or a job from before */
  user_id: ColumnType<number | null, number | null | undefined, never>;
  user_name: string;
  cancel_requested: Generated<boolean>;
  total_num: Generated<number>;
  finish_num: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  removed: Generated<number>;
  /** an i18n key, localized when read */
  error_msg: string | null;
}

export type NewsTables = { news_inbox: NewsInboxTable; app_news: AppNewsTable; news_sync_jobs: NewsSyncJobsTable };
export type NewsDb = Kysely<Database & NewsTables>;
export type NewsTx = Transaction<Database & NewsTables>;

export const newsDb = tablesOf<NewsTables>();
