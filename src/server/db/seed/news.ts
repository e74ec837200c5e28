// The demo news inbox of one tenant (newsCatalogue.ts): the articles the school's news site has
// delivered, with their links on the (fictitious) news site. The app's news stays empty until
// the first synchronisation.
import type { Tx } from '../transaction';
import { newsDb } from '../../news/tables';
import { DEMO_ARTICLES } from './newsCatalogue';

const DAY_MS = 86_400_000;

export async function seedNewsInbox(tx: Tx, tenantId: string, nowMs: number): Promise<void> {
  const site = `https://news.school${tenantId}.edu.cn`;
  const rows = DEMO_ARTICLES.map((a, i) => {
    const id = `n${String(i + 1).padStart(4, '0')}`;
    const at = new Date(nowMs - a.daysAgo * DAY_MS - i * 60_000);
    return {
      tenant_id: tenantId,
      article_id: id,
      channel: a.channel,
      title: a.title,
      summary: a.summary,
      cover: a.cover ? `${site}/covers/${id}.jpg` : null,
      url: `${site}/${a.channel}/${id}.html`,
      published_at: at,
      updated_at: at,
    };
  });
  await newsDb(tx).insertInto('news_inbox').values(rows).execute();
}
