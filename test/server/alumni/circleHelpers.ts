// The alumni circle's settings (document alumniMoments) published through the console's document
// calls, as an administrator publishes them on /AlumniOpen, for the alumni intake's tests.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { alumniMoments } from '../../../src/shared/documents/alumniMoments/definition';
import { Status } from '../../../src/shared/protocol/status';
import type { Db } from '../../../src/server/db/schema';
import { POSTER_GROUPS } from '../../../src/server/alumni/intake/posterGroups';
import type { Session } from '../helpers';
import { detail, save } from '../documents/documentCalls';

/** open to every group, shown without review, the most images: what the change is made on */
export const OPEN_TO_ALL = { open: true, posterGroups: [...POSTER_GROUPS], reviewBeforeShow: false, maxImagesPerPost: 9 };

/** Saves and publishes the settings (OPEN_TO_ALL changed by `change`); answers the version published. */
export async function publishCircle(app: FastifyInstance, admin: Session, change: Record<string, unknown> = {}): Promise<number> {
  const current = (await detail(app, admin, alumniMoments.key)).result;
  const saved = await save(app, admin, alumniMoments.key, current.version, { ...OPEN_TO_ALL, ...change }, true);
  if (saved.envelope.status !== Status.OK || saved.result.publishedVersion === null) throw new Error(`publish refused: ${JSON.stringify(saved.envelope)}`);
  return saved.result.publishedVersion;
}

/** An account (account, else work number) of a person of the identity who is not an alumni user. */
export async function accountOf(db: Db, tenantId: string, identity: string, where = sql`true`): Promise<string> {
  const { rows } = await sql<{ account: string }>`select coalesce(p.account, p.work_no, p.student_no) as account from people p
    where p.tenant_id = ${tenantId} and p.identity = ${identity} and coalesce(p.account, p.work_no, p.student_no) is not null and ${where}
      and not exists (select 1 from alumni_users u where u.tenant_id = p.tenant_id and u.person_id = p.id)
    order by p.id limit 1`.execute(db);
  if (!rows[0]) throw new Error(`no ${identity} account in ${tenantId}`);
  return rows[0].account;
}
