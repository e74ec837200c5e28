// The APIs of the data sources (src/shared/serviceCards/sources.ts), each a read of the tenant's
// own demo tables with the card's request values: shelved services (services with their type),
// the newest campus news (news_inbox) and people per identity or the newest people (people).
// Times come as 'YYYY-MM-DD HH:mm:ss' in the tenant's zone, as every list of the console shows them;
// people's names and phones masked as the people lists mask them.
import { sql } from 'kysely';
import type { RowMasker } from '../../shared/documents/sensitiveInfo/policy';
import type { Identity } from '../../shared/domain/people';
import type { RequestValues } from '../../shared/serviceCards/api';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { peopleMasker } from '../people/masking';
import { tenantZone, zonedText } from '../time/tenantZone';

export type SourceRow = Record<string, string | number | null>;
type Read = (db: Db | Tx, tenantId: string, params: RequestValues) => Promise<SourceRow[]>;

const at = async (db: Db | Tx, tenantId: string, column: string) => zonedText(sql.ref(column), await tenantZone(db as Db, tenantId));
const likeOf = (text: string | number | null | undefined) => `%${String(text ?? '').replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const limitOf = (params: RequestValues) => Math.min(20, Math.max(1, Number(params.limit) || 5));

const READS: Record<string, Read> = {
  async shelvedServices(db, tenantId, params) {
    const { rows } = await sql<SourceRow>`select s.name, t.name as "typeName", s.url, s.shelf_status::text as "shelfStatus", s.sort,
      ${await at(db, tenantId, 's.updated_at')} as "updatedAt"
      from services s left join service_types t on t.id = s.type_id and t.tenant_id = s.tenant_id
      where s.tenant_id = ${tenantId} and s.shelf_status = 1 and s.name ilike ${likeOf(params.nameContains)}
      order by s.sort, s.id limit ${limitOf(params)}`.execute(db);
    return rows;
  },
  async latestNews(db, tenantId, params) {
    const channel = params.channel ? String(params.channel) : null;
    const { rows } = await sql<SourceRow>`select title, summary, channel, ${await at(db, tenantId, 'published_at')} as "publishedAt", url from news_inbox
      where tenant_id = ${tenantId} and (${channel}::text is null or channel = ${channel})
      order by published_at desc, article_id limit ${limitOf(params)}`.execute(db);
    return rows;
  },
  async peopleByIdentity(db, tenantId, params) {
    const { rows } = await sql<SourceRow>`select identity, count(*)::int as people from people where tenant_id = ${tenantId}
      group by identity order by count(*) desc, identity limit ${limitOf(params)}`.execute(db);
    return rows;
  },
  async newestPeople(db, tenantId, params) {
    const identity = params.identity ? String(params.identity) : null;
    const { rows } = await sql<SourceRow>`select name, identity, phone, ${await at(db, tenantId, 'created_at')} as "createdAt" from people
      where tenant_id = ${tenantId} and (${identity}::text is null or identity = ${identity})
      order by created_at desc, id desc limit ${limitOf(params)}`.execute(db);
    // names and phones as the people lists show them (the published sensitive-information rules)
    const maskers = new Map<string, RowMasker>();
    for (const who of new Set(rows.map((r) => String(r.identity)))) maskers.set(who, await peopleMasker(db as Db, tenantId, who as Identity, 'list'));
    return rows.map((r) => maskers.get(String(r.identity))!(r));
  },
};

/** the rows an API answers for the tenant; an API without a read answers none */
export function readSource(db: Db | Tx, tenantId: string, apiKey: string, params: RequestValues): Promise<SourceRow[]> {
  const read = READS[apiKey];
  return read ? read(db, tenantId, params) : Promise.resolve([]);
}

/** the APIs the server can answer (a test checks every catalogue API has one) */
export const READ_KEYS = Object.keys(READS);
