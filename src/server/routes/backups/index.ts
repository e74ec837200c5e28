// The console's backups (src/shared/platform/backups.ts): the archives' list, a backup started as
// a job and polled, an archive's download. The screen's right (/ProjectDetails) is checked by the
// rights plugin; each call then needs a role giving every right (rights/fullRole.ts), else the
// usual 1002 refusal. Without `backups` (PostgreSQL: pg_dump) every call is refused, saying so.
// A backup is of the whole data folder, every organisation's data in it: only the operator's
// tenant (BACKUP_TENANT, else the oldest tenant: main.ts) may use them; any other school's
// administrators are refused, however full their role.
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROJECT_DETAILS_SCREEN } from '../../../shared/appCalls/api';
import { BACKUP_PATHS, BackupRow } from '../../../shared/platform/backups';
import { backupJobsOf } from '../../backup/consoleJobs';
import type { Backups } from '../../backup/service';
import { ok } from '../../envelope';
import { refuse } from '../../refusal';
import { holdsFullRole } from '../../rights/fullRole';
import { bodySchema, getQuerySchema, text } from '../../schemas/request';
import { envelopeResponse, fileResponse } from '../../schemas/response';
import { authOf } from '../../types';
import { sendFile } from '../import/answers';
import { backupJobSchema, backupListSchema } from './schemas';

export interface BackupRoutesOptions {
  /** PGlite's backups (main.ts); absent on PostgreSQL */
  backups?: Backups;
  /** the tenant whose full-rights administrators may use the backups (main.ts: BACKUP_TENANT, else
   *  the oldest tenant); absent: nobody */
  tenant?: string;
}

const READ = { right: { screens: [PROJECT_DETAILS_SCREEN], access: 'read' as const } };
const WRITE = { right: { screens: [PROJECT_DETAILS_SCREEN], access: 'write' as const } };

export default async function backupRoutes(app: FastifyInstance, opts: BackupRoutesOptions) {
  const jobs = opts.backups && backupJobsOf(opts.backups, (e) => app.log.error({ err: e }, 'backup failed'));

  /** the backups, for an administrator with every right on PGlite; else a refusal */
  const backupsFor = async (request: FastifyRequest): Promise<Backups> => {
    const auth = authOf(request);
    if (!opts.backups) return refuse('backups.refusedPostgres');
    if (auth.tenantId !== opts.tenant) refuse('backups.refusedNotOperator');
    if (!(await holdsFullRole(app.db, auth))) refuse('backups.refusedNotFull');
    return opts.backups;
  };

  app.get(BACKUP_PATHS.list, { config: READ, schema: { querystring: getQuerySchema(), response: envelopeResponse(backupListSchema) } }, async (request) => {
    const listed = await (await backupsFor(request)).list();
    return ok(listed.map((b): BackupRow => ({ name: b.name, size: b.bytes, createdAt: b.createdAt.toISOString() })));
  });

  app.post(BACKUP_PATHS.start, { config: WRITE, schema: { body: bodySchema(), response: envelopeResponse(backupJobSchema) } }, async (request) => {
    await backupsFor(request);
    const { tenantId, account } = authOf(request);
    request.log.info({ tenantId, account }, 'backup started from the console');
    return ok(jobs!.start());
  });

  app.get<{ Querystring: { id: string } }>(
    BACKUP_PATHS.state,
    { config: READ, schema: { querystring: getQuerySchema({ id: text(64, 1) }, ['id']), response: envelopeResponse(backupJobSchema) } },
    async (request) => {
      await backupsFor(request);
      return ok(jobs!.state(request.query.id) ?? refuse('backups.unknownJob'));
    },
  );

  app.get<{ Querystring: { file: string } }>(
    BACKUP_PATHS.download,
    { config: READ, schema: { querystring: getQuerySchema({ file: text(200, 1) }, ['file']), response: fileResponse('a backup archive (zip)') } },
    async (request, reply) => {
      const backups = await backupsFor(request);
      // only a name the list shows: nothing else of the folder, nothing outside it
      const file = (await backups.fileOf(request.query.file)) ?? refuse('backups.unknownFile');
      return sendFile(reply, createReadStream(file), request.query.file, 'application/zip');
    },
  );
}
