// The tenant's public accounts and their message history (src/shared/alumni/publicAccounts.ts):
// the accounts named by the public channel's original posts (their signer, nick_name) and by the
// published messages (public_account_messages.account_name), and the history as an xlsx whose
// every cell is text (workbookBuffer: a title "=1+1" stays text, never a formula).
import { sql } from 'kysely';
import type { MpAccount } from '../../shared/alumni/publicAccounts';
import { POST_ACTION } from '../../shared/alumni/posts';
import { DATE_TIME, formatDate } from '../../shared/dateTime';
import type { Db } from '../db/schema';
import { workbookBuffer } from '../imports/workbook';
import { tenantZone } from '../time/tenantZone';

export async function listPublicAccounts(db: Db, tenantId: string): Promise<MpAccount[]> {
  const { rows } = await sql<{ name: string; posts: number; messages: number }>`
    with named as (
      select nick_name as name, 1 as post, 0 as message from alumni_posts
        where tenant_id = ${tenantId} and channel = 'PUBLIC' and action_type = ${POST_ACTION.ORIGINAL} and nick_name is not null and nick_name <> ''
      union all
      select account_name, 0, 1 from public_account_messages where tenant_id = ${tenantId})
    select name, sum(post)::int as posts, sum(message)::int as messages from named group by name order by name`.execute(db);
  return rows.map((r) => ({ id: r.name, name: r.name, postCount: Number(r.posts), messageCount: Number(r.messages) }));
}

/** The message history as an xlsx (every account's, or the named one's), newest first. */
export async function messagesWorkbook(db: Db, tenantId: string, accountName: string | undefined, t: (key: string) => string): Promise<Buffer> {
  let q = db
    .selectFrom('public_account_messages')
    .select(['account_name', 'title', 'digest', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc');
  if (accountName) q = q.where('account_name', '=', accountName);
  const rows = await q.execute();
  const zone = await tenantZone(db, tenantId);
  return workbookBuffer([
    {
      name: t('publicAccounts.sheet'),
      header: [t('publicAccounts.account'), t('publicAccounts.messageTitle'), t('publicAccounts.digest'), t('publicAccounts.publishedAt')],
      widths: [22, 40, 60, 22],
      rows: rows.map((r) => [r.account_name, r.title, r.digest ?? '', formatDate(r.published_at, zone, DATE_TIME)]),
    },
  ]);
}
