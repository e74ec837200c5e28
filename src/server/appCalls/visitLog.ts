// Writes a batch's visits to the log (service_visits) inside the caller's transaction. On PGlite
// by COPY from a Blob (PostgreSQL's multi-row heap insert: about a quarter less CPU than the same rows
// through unnest, measured on batches of 1,000); on PostgreSQL (pg) by one insert…select from
// unnest of column arrays. Either way one statement a batch, never one a row.
import { sql } from 'kysely';
import { embeddedOf } from '../db/connect';
import type { Db } from '../db/schema';
import type { Tx } from '../db/transaction';
import { typedArray } from '../imports/jobs/setSql';

export interface VisitColumns {
  services: number[];
  personIds: (number | null)[];
  accounts: string[];
  identities: string[];
  clients: string[];
  /** ISO 8601 instants */
  at: string[];
}

const COLUMNS = 'tenant_id, service_id, person_id, account, identity, client, visited_at, batch_id';
const COPY_SPECIAL = /[\\\t\n\r]/g;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyText = (s: string) => s.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c]);

/** The rows in COPY's text format (tab-separated, \N for null, one line a row). */
function copyLines(tenantId: string, batchId: string, v: VisitColumns): string {
  const tail = `\t${copyText(batchId)}\n`;
  const head = `${copyText(tenantId)}\t`;
  let out = '';
  for (let i = 0; i < v.services.length; i += 1) {
    const person = v.personIds[i];
    out += `${head}${v.services[i]}\t${person === null ? '\\N' : person}\t${copyText(v.accounts[i])}\t${copyText(v.identities[i])}\t${copyText(v.clients[i])}\t${v.at[i]}${tail}`;
  }
  return out;
}

/** `db` tells which database this is; the rows are written through `tx`, the batch's transaction. */
export async function writeVisitLog(db: Db, tx: Tx, tenantId: string, batchId: string, v: VisitColumns): Promise<void> {
  const pglite = embeddedOf(db);
  if (pglite) {
    // the dialect runs its transaction on PGlite's one session, so this COPY is part of it
    await pglite.query(`copy service_visits (${COLUMNS}) from '/dev/blob'`, [], { blob: new Blob([copyLines(tenantId, batchId, v)]) });
    return;
  }
  await sql`insert into service_visits (${sql.raw(COLUMNS)})
    select ${tenantId}, u.*, ${batchId}
    from unnest(${typedArray(v.services, 'int4')}, ${typedArray(v.personIds, 'int4')}, ${typedArray(v.accounts, 'text')},
      ${typedArray(v.identities, 'text')}, ${typedArray(v.clients, 'text')}, ${typedArray(v.at, 'timestamptz')}) as u`.execute(tx);
}
