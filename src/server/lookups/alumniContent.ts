// The option list of the theme articles' quoted message (/AlumniDHTML, document 002 §7
// themeArticle/richTextTitle/mpMessageList): the tenant's public-account messages (migration 035),
// newest first, with the account and the publish time (in the tenant's zone) beside the title.
import { DATE_TIME, formatDate } from '../../shared/dateTime';
import type { LookupProvider } from '../resources/lookups';
import { tenantZone } from '../time/tenantZone';

export const MP_MESSAGE_LIST_PATH = '/api/blade-platform/themeArticle/richTextTitle/mpMessageList';

export const mpMessages: LookupProvider = async ({ db, tenantId }) => {
  const rows = await db
    .selectFrom('public_account_messages')
    .select(['id', 'account_name', 'title', 'digest', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const zone = await tenantZone(db, tenantId);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    digest: r.digest,
    accountName: r.account_name,
    publishedAt: formatDate(r.published_at, zone, DATE_TIME),
  }));
};
