// Runs one claimed synchronisation: reads the published settings, the eligible inbox articles
// and the app's news, compares them page by page (progress done / total after each page, where a
// cancel is noticed), then applies the whole plan in ONE transaction that also ends the job: a
// cancel, a failure or a stop before it leaves the app's news exactly as it was, and a job
// claimed again after a restart starts over. total = eligible articles + articles to remove.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { JobTakenOver } from '../jobs/queue';
import { endNewsJob, NewsJobRow, recordNewsProgress } from './jobRows';
import { AppArticle, NewsPlan, planPage, staleIds } from './plan';
import { keptSince, publishedNewsSettings, showsNews } from './settings';
import { newsDb, NewsTx } from './tables';

export type NewsOutcome = 'finished' | 'cancelled' | 'failed' | 'stopped' | 'lost';

export interface NewsSyncContext {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  pageSize: number;
  stopping: () => boolean;
  /** after each compared page (tests make a job fail or wait there) */
  afterPage?: (job: NewsJobRow, done: number) => Promise<void> | void;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readEligible(ctx: NewsSyncContext, tenantId: string) {
  const settings = await publishedNewsSettings(ctx.db, tenantId);
  if (!showsNews(settings)) return [];
  return newsDb(ctx.db)
    .selectFrom('news_inbox')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('channel', 'in', settings.channels)
    .where('published_at', '>=', keptSince(settings, ctx.now().getTime()))
    .orderBy('published_at', 'desc')
    .orderBy('article_id')
    .execute();
}

/** What the app's news keeps of an inbox article (beside its tenant and id). */
const articleFields = (a: NewsPlan['add'][number], at: Date) => ({
  channel: a.channel,
  title: a.title,
  summary: a.summary,
  cover: a.cover,
  url: a.url,
  published_at: a.published_at,
  synced_at: at,
});

/** Applies the plan and ends the job as finished, or (cancel asked meanwhile) cancelled with nothing applied. */
async function applyPlan(tx: NewsTx, job: NewsJobRow, workerId: string, plan: NewsPlan, at: Date): Promise<'finished' | 'cancelled'> {
  const held = await tx
    .selectFrom('news_sync_jobs')
    .select(['cancel_requested', 'total_num'])
    .where('key', '=', job.key)
    .where('worker_id', '=', workerId)
    .where('state', '=', 'running')
    .forUpdate()
    .executeTakeFirst();
  if (!held) throw new JobTakenOver('news_sync_jobs', job.key);
  const tenant = job.tenant_id;
  if (held.cancel_requested) {
    await tx
      .updateTable('news_sync_jobs')
      .set({ state: 'cancelled', finished_at: at, error_msg: 'appService.sync.cancelled' })
      .where('key', '=', job.key)
      .execute();
    return 'cancelled';
  }
  if (plan.remove.length > 0) await tx.deleteFrom('app_news').where('tenant_id', '=', tenant).where('article_id', 'in', plan.remove).execute();
  if (plan.add.length > 0)
    await tx
      .insertInto('app_news')
      .values(plan.add.map((a) => ({ tenant_id: tenant, article_id: a.article_id, ...articleFields(a, at) })))
      .execute();
  for (const a of plan.update) {
    await tx.updateTable('app_news').set(articleFields(a, at)).where('tenant_id', '=', tenant).where('article_id', '=', a.article_id).execute();
  }
  await tx
    .updateTable('news_sync_jobs')
    .set({
      state: 'finished',
      finished_at: at,
      heartbeat_at: at,
      finish_num: held.total_num,
      added: plan.add.length,
      updated: plan.update.length,
      removed: plan.remove.length,
    })
    .where('key', '=', job.key)
    .execute();
  return 'finished';
}

export async function runNewsSync(ctx: NewsSyncContext, job: NewsJobRow, workerId: string): Promise<NewsOutcome> {
  try {
    const eligible = await readEligible(ctx, job.tenant_id);
    const rows: AppArticle[] = await newsDb(ctx.db).selectFrom('app_news').selectAll().where('tenant_id', '=', job.tenant_id).execute();
    const current = new Map(rows.map((r) => [r.article_id, r]));
    const plan: NewsPlan = { add: [], update: [], remove: staleIds(eligible, current) };
    const total = eligible.length + plan.remove.length;
    let done = 0;
    if (await recordNewsProgress(ctx.db, job, workerId, done, total, ctx.now()))
      return (await endRunning(ctx, job, workerId, 'cancelled')) ? 'cancelled' : 'lost';
    for (let i = 0; i < eligible.length; i += ctx.pageSize) {
      if (ctx.stopping()) return 'stopped';
      planPage(plan, eligible.slice(i, i + ctx.pageSize), current);
      done = Math.min(eligible.length, i + ctx.pageSize);
      if (await recordNewsProgress(ctx.db, job, workerId, done, total, ctx.now()))
        return (await endRunning(ctx, job, workerId, 'cancelled')) ? 'cancelled' : 'lost';
      await ctx.afterPage?.(job, done);
      await yieldToEventLoop();
    }
    if (ctx.stopping()) return 'stopped';
    return await inTransaction(ctx.db, (tx) => applyPlan(newsDb(tx), job, workerId, plan, ctx.now()));
  } catch (e) {
    if (e instanceof JobTakenOver) return 'lost';
    ctx.log.error({ err: e, job: job.key }, 'news sync failed');
    await endRunning(ctx, job, workerId, 'failed').catch(() => undefined);
    return 'failed';
  }
}

const endRunning = (ctx: NewsSyncContext, job: NewsJobRow, workerId: string, state: 'failed' | 'cancelled') =>
  endNewsJob(ctx.db, job.key, workerId, state, ctx.now(), state === 'failed' ? 'appService.sync.failed' : 'appService.sync.cancelled');
