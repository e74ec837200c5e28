// Signed app calls for the tests: the shared signing code (src/shared/appCalls/sign.ts) with the
// demo tenants' app keys or a key a test makes.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppKey } from '../../../src/shared/appCalls/sign';
import { appCallHeaders } from '../../../src/shared/appCalls/sign';
import type { Db } from '../../../src/server/db/schema';
import { nodeCrypto } from '../../../src/server/crypto';

export { DEMO_APP_KEYS } from '../../../src/server/db/seed/appKeys';

export interface AppCallOptions {
  t?: number;
  id?: string;
  /** the text sent in place of the signed one */
  tamper?: (body: string) => string;
  rawBody?: string;
}

export async function appCall(app: FastifyInstance, key: AppKey, path: string, body: unknown, o: AppCallOptions = {}) {
  const text = o.rawBody ?? JSON.stringify(body);
  const headers = appCallHeaders(key, { path, body: text, t: o.t ?? app.now(), id: o.id, crypto: nodeCrypto });
  return app.inject({ method: 'POST', url: path, headers, payload: o.tamper ? o.tamper(text) : text });
}

export async function serviceIdsOf(db: Db, tenantId: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from services where tenant_id = ${tenantId} order by id`.execute(db);
  return rows.map((r) => r.id);
}

export async function accountsOf(db: Db, tenantId: string): Promise<string[]> {
  const { rows } = await sql<{ account: string }>`select account from people where tenant_id = ${tenantId} and account is not null order by id`.execute(db);
  return rows.map((r) => r.account);
}

export const count = async (db: Db, query: ReturnType<typeof sql>) => Number(((await query.execute(db)).rows[0] as { n: number | string }).n);
