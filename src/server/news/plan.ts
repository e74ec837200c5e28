// What a synchronisation changes in the app's news: every eligible inbox article (a channel the
// published settings enable, published within the keep window) that the app lacks is added, one
// whose text, cover, link or time differ is updated, and every app article no longer eligible
// is removed. Pure: the job (sync.ts) reads, plans page by page for its progress, then applies.
import type { Selectable } from 'kysely';
import type { AppNewsTable, NewsInboxTable } from './tables';

export type InboxArticle = Selectable<NewsInboxTable>;
export type AppArticle = Selectable<AppNewsTable>;

export interface NewsPlan {
  add: InboxArticle[];
  update: InboxArticle[];
  remove: string[];
}

const same = (a: InboxArticle, b: AppArticle) =>
  a.channel === b.channel &&
  a.title === b.title &&
  a.summary === b.summary &&
  a.cover === b.cover &&
  a.url === b.url &&
  a.published_at.getTime() === new Date(b.published_at).getTime();

/** Adds one page of eligible articles to the plan. */
export function planPage(plan: NewsPlan, page: InboxArticle[], current: Map<string, AppArticle>): void {
  for (const article of page) {
    const have = current.get(article.article_id);
    if (!have) plan.add.push(article);
    else if (!same(article, have)) plan.update.push(article);
  }
}

/** The app's articles that no eligible article keeps. */
export const staleIds = (eligible: InboxArticle[], current: Map<string, AppArticle>): string[] => {
  const kept = new Set(eligible.map((a) => a.article_id));
  return [...current.keys()].filter((id) => !kept.has(id));
};
