// Seeds the alumni content of a tenant (issue 15): the public account's messages (migration 035,
// named after the tenant's alumni association) and the theme articles of
// src/shared/resources/themeArticles/demo.ts, quoting those messages by the ids they got, each
// with its cover recorded as the tenant's upload (demoPictures/articleCovers.ts). The bodies go
// through the same allowlist as a saved article. Times are relative to the seeding day.
import { daysAgo } from '../../../shared/resources/demo';
import { DEMO_ARTICLES, DEMO_MP_MESSAGES } from '../../../shared/resources/themeArticles/demo';
import { themeArticles } from '../../../shared/resources/themeArticles/definition';
import { articleCover } from '../../demoPictures/articleCovers';
import { recordDemoPicture } from '../../demoPictures/pictures';
import { sanitizeRichText } from '../../fields/richText';
import { toColumns } from '../../resources/records';
import { insertBatchedReturningIds } from '../batch';
import type { Tx } from '../transaction';

const DAY_MS = 86_400_000;

export async function seedAlumniContent(tx: Tx, tenantId: string, tenantName: string, nowMs: number): Promise<void> {
  const messageIds = await insertBatchedReturningIds(
    tx,
    'public_account_messages',
    DEMO_MP_MESSAGES.map((m) => ({
      tenant_id: tenantId,
      account_name: `${tenantName}校友会`,
      title: m.title,
      digest: m.digest,
      published_at: new Date(nowMs - m.days * DAY_MS),
    })),
  );
  const rows = [];
  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const cover = await recordDemoPicture(tx, tenantId, articleCover(tenantId, i, a));
    rows.push({
      tenant_id: tenantId,
      ...toColumns(themeArticles, {
        title: a.title,
        cover,
        body: sanitizeRichText(a.body),
        mpMessageId: a.message === null ? null : messageIds[a.message],
        published: a.published,
        sort: a.sort,
        publishedAt: a.days === null ? null : daysAgo(a.days, '09:30:00', nowMs),
      }),
    });
  }
  await tx.insertInto('theme_articles').values(rows).execute();
}
