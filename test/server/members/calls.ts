// The member, authorization and monitor calls as the console makes them (wrapped, signed),
// typed for the tests, and small readers of the database the assertions compare with.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../src/server/db/schema';
import { consoleGet } from '../helpers';
import { call, Session } from '../helpers';

export type Body = Record<string, unknown>;

export const post = <T = unknown>(app: FastifyInstance, s: Session, url: string, body: unknown, lang?: string) =>
  call<T>(app, s, { url, body, headers: lang ? { 'accept-language': lang } : {} });

export const get = <T = unknown>(app: FastifyInstance, s: Session, url: string) => call<T>(app, s, { method: 'GET', url: consoleGet(url) });

/** the first id of a table's rows of a tenant matching an extra condition */
export async function firstId(db: Db, table: string, tenantId: string, where = sql`true`): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where tenant_id = ${tenantId} and ${where} order by id limit 1`.execute(db);
  if (!rows[0]) throw new Error(`no row in ${table}`);
  return rows[0].id;
}

export async function ids(db: Db, query: ReturnType<typeof sql>): Promise<number[]> {
  const { rows } = await (query as ReturnType<typeof sql<{ id: number }>>).execute(db);
  return rows.map((r) => r.id);
}

export async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await (query as ReturnType<typeof sql<{ n: number }>>).execute(db);
  return Number(rows[0].n);
}
