// Export start (document 001 §3–§5): the file name and the fields checked with the
// specification's messages (answered 9009), the range, search and order checked (the people
// reader's checks), the rows counted, and the job queued with everything it needs to run alone.
// The room check and the queueing serve every kind of export (the photo export's too).
import { fieldError } from '../envelope';
import type { Identity } from '../../shared/domain/people';
import { EXPORT_FILE_NAME_MAX, ExportStartBody } from '../../shared/exports/api';
import type { FieldError } from '../../shared/protocol';
import type { Db } from '../db/schema';
import { checkPeopleQuery, countPeople, readOrderText } from '../people';
import type { Translate } from '../types';
import { readExportColumns } from './fields';
import type { ExportKind } from './kinds';
import { newExportKey } from './keys';
import { refuse } from '../refusal';
import { MAX_SHEET_ROWS } from './sheetPages';
import { selectionOf } from './selection';
import { exportDb, ExportParams } from './tables';

/** exports of one tenant waiting or running at once */
export const MAX_OPEN_EXPORTS = 3;

export interface StartContext {
  db: Db;
  tenantId: string;
  userId: number;
  userName: string;
  now: Date;
  t: Translate;
}

export type StartOutcome = { ok: true; key: string; total: number } | { ok: false; errors: FieldError[] };

/** Trimmed, without a typed extension (it is added on download); null with the reason when unfit. */
export function readFileName(text: string | null | undefined, t: Translate, ext = 'xlsx'): { name: string } | { error: FieldError } {
  const name = (text ?? '')
    .trim()
    .replace(new RegExp(`\\.${ext}$`, 'i'), '')
    .trim();
  if (name === '') return { error: fieldError(t, 'fileName', 'export.fileNameRequired') };
  if ([...name].length > EXPORT_FILE_NAME_MAX) return { error: fieldError(t, 'fileName', 'export.fileNameTooLong') };
  return { name };
}

export async function startExport(ctx: StartContext, body: ExportStartBody & { identity: Identity }): Promise<StartOutcome> {
  const file = readFileName(body.fileName, ctx.t);
  const fields = readExportColumns(body.identity, body.exportField, ctx.t);
  const errors = [...('error' in file ? [file.error] : []), ...(fields.ok ? [] : [fields.error])];
  if (errors.length > 0 || !('name' in file) || !fields.ok) return { ok: false, errors };

  const order = readOrderText(body.dataSortStr);
  const selection = selectionOf(body.identity, body);
  checkPeopleQuery(body.identity, selection.advancedSearch, order);

  await checkOpenExports(ctx.db, ctx.tenantId);
  const total = await countPeople(ctx.db, ctx.tenantId, selection);
  if (total === 0) refuse('export.refused.nothing');
  if (total > MAX_SHEET_ROWS) refuse('export.refused.tooManyRows', { total, max: MAX_SHEET_ROWS });

  const params: ExportParams = {
    dataRange: body.dataRange,
    filters: selection.filters,
    advancedSearch: selection.advancedSearch,
    ids: selection.ids,
    order,
    columns: fields.columns,
    sheetName: ctx.t(`identity.${body.identity}`),
  };
  const key = await queueExport(ctx, { identity: body.identity, kind: 'xlsx', fileName: file.name, params, total });
  return { ok: true, key, total };
}

/** Refused (1002) while the tenant has MAX_OPEN_EXPORTS exports of any kind waiting or running. */
export async function checkOpenExports(db: Db, tenantId: string): Promise<void> {
  const open = await exportDb(db)
    .selectFrom('export_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (Number(open?.n ?? 0) >= MAX_OPEN_EXPORTS) refuse('export.refused.busy', { max: MAX_OPEN_EXPORTS });
}

export interface QueuedExport {
  /** the people's identity; null for a collection's export (kind 'resource') */
  identity: Identity | null;
  kind: ExportKind;
  /** checked (readFileName), without its extension */
  fileName: string;
  /** what the kind's writer runs from (ExportParams for xlsx) */
  params: object;
  /** the count the progress is measured against */
  total: number;
}

/** Queues a job of any kind with everything it needs to run alone; answers its key. */
export async function queueExport(ctx: Pick<StartContext, 'db' | 'tenantId' | 'userId' | 'userName' | 'now'>, job: QueuedExport): Promise<string> {
  const key = newExportKey();
  await exportDb(ctx.db)
    .insertInto('export_jobs')
    .values({
      key,
      tenant_id: ctx.tenantId,
      user_id: ctx.userId,
      user_name: ctx.userName,
      identity: job.identity,
      kind: job.kind,
      file_name: job.fileName,
      params: JSON.stringify(job.params),
      state: 'queued',
      total_num: job.total,
      created_at: ctx.now,
      followed_at: ctx.now,
    })
    .execute();
  return key;
}
