// What a batch's items name, checked against the key's tenant: every service must be one of its
// services (an unknown service or another tenant's refuses the whole batch, 422 naming the first
// bad item), and an account resolves to one of its people when it matches their account or
// number (account, student, work or exam number; that order, then the oldest person).
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';
import { refuseApp } from './refusal';

export async function checkServices(db: Db | Tx, tenantId: string, items: { serviceId: number }[], listName: string): Promise<void> {
  const wanted = [...new Set(items.map((v) => v.serviceId))];
  const { rows } = await sql<{ id: number }>`select id from services
    where tenant_id = ${tenantId} and id = any(${typedArray(wanted, 'int4')})`.execute(db);
  const known = new Set(rows.map((r) => r.id));
  if (known.size === wanted.length) return;
  const index = items.findIndex((v) => !known.has(v.serviceId));
  const field = `${listName}.${index}.serviceId`;
  refuseApp(422, 'appCalls.unknownService', { index, field, serviceId: items[index].serviceId }, { index, field });
}

export interface Person {
  id: number;
  identity: string;
}

export async function resolveAccounts(db: Db | Tx, tenantId: string, accounts: (string | undefined)[]): Promise<Map<string, Person>> {
  const wanted = [...new Set(accounts.filter((a): a is string => !!a))];
  const found = new Map<string, Person>();
  if (wanted.length === 0) return found;
  // one pass over the tenant's people, each identifier hash-joined against the batch's accounts
  const { rows } = await sql<{ key: string; id: number; identity: string }>`
    select distinct on (m.key) m.key, p.id, p.identity
    from people p
    cross join lateral (values (p.account, 1), (p.student_no, 2), (p.work_no, 3), (p.exam_no, 4)) as m(key, rank)
    join unnest(${typedArray(wanted, 'text')}) as k(key) on k.key = m.key
    where p.tenant_id = ${tenantId}
    order by m.key, m.rank, p.id`.execute(db);
  for (const r of rows) found.set(r.key, { id: r.id, identity: r.identity });
  return found;
}
