// The option list of the theme articles' quoted message (/AlumniDHTML, document 002 §7
// themeArticle/richTextTitle/mpMessageList): the tenant's public-account messages (migration 035),
// newest first, with the account and the publish time (Beijing) beside the title.
import type { LookupProvider } from '../resources/lookups';

const BEIJING_MS = 8 * 3_600_000;
const beijing = (d: Date) => new Date(d.getTime() + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');

export const MP_MESSAGE_LIST_PATH = '/api/blade-platform/themeArticle/richTextTitle/mpMessageList';

export const mpMessages: LookupProvider = async ({ db, tenantId }) => {
  const rows = await db
    .selectFrom('public_account_messages')
    .select(['id', 'account_name', 'title', 'digest', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, digest: r.digest, accountName: r.account_name, publishedAt: beijing(r.published_at) }));
};
