// The apps' read of the news section: the synchronised articles, newest first, only while the
// published settings show news, and only those of the channels and the keep window they name
// now (a publish narrowing them takes effect before the next synchronisation). Null: no such
// enabled tenant.
import type { AppNewsPage } from '../../shared/news/api';
import type { NewsChannel } from '../../shared/news/channels';
import type { Db } from '../db/schema';
import { keptSince, publishedNewsSettings, showsNews } from './settings';
import { newsDb } from './tables';

export interface NewsQuery {
  channel?: NewsChannel;
  current?: number;
  size?: number;
}

export async function readPublicNews(db: Db, tenantId: string, q: NewsQuery, nowMs: number): Promise<AppNewsPage | null> {
  const tenant = await db.selectFrom('tenants').select('id').where('id', '=', tenantId).where('enabled', '=', true).executeTakeFirst();
  if (!tenant) return null;
  const settings = await publishedNewsSettings(db, tenantId);
  if (!showsNews(settings)) return { data: [], total: 0, enabled: false };
  const channels = q.channel ? settings.channels.filter((c) => c === q.channel) : settings.channels;
  if (channels.length === 0) return { data: [], total: 0, enabled: true };
  const size = q.size ?? settings.perPage;
  const base = newsDb(db)
    .selectFrom('app_news')
    .where('tenant_id', '=', tenantId)
    .where('channel', 'in', channels)
    .where('published_at', '>=', keptSince(settings, nowMs));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('article_id')
      .limit(size)
      .offset(((q.current ?? 1) - 1) * size)
      .execute(),
  ]);
  return {
    enabled: true,
    total: Number(count?.n ?? 0),
    data: rows.map((r) => ({
      articleId: r.article_id,
      channel: r.channel,
      title: r.title,
      summary: r.summary,
      cover: r.cover,
      url: r.url,
      publishedAt: new Date(r.published_at).toISOString(),
    })),
  };
}
