// Export start (document 001 §3–§5): the file name and the fields checked with the
// specification's messages (answered 9009), the range, search and order checked (the people
// reader's checks), the rows counted, and the job queued with everything it needs to run alone.
import type { Identity } from '../../shared/domain/people';
import { EXPORT_FILE_NAME_MAX, ExportStartBody } from '../../shared/exports/api';
import type { FieldError } from '../../shared/protocol';
import type { Db } from '../db/schema';
import { checkPeopleQuery, countPeople, readOrderText } from '../people';
import type { Translate } from '../types';
import { readExportColumns } from './fields';
import { newExportKey } from './keys';
import { refuseExport } from './refusal';
import { MAX_SHEET_ROWS } from './runExport';
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

/** Trimmed, without a typed '.xlsx' (it is added on download); null with the reason when unfit. */
export function readFileName(text: string | null | undefined, t: Translate): { name: string } | { error: FieldError } {
  const name = (text ?? '').trim().replace(/\.xlsx$/i, '').trim();
  if (name === '') return { error: { field: 'fileName', reason: t('export.fileNameRequired') } };
  if ([...name].length > EXPORT_FILE_NAME_MAX) return { error: { field: 'fileName', reason: t('export.fileNameTooLong') } };
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

  const edb = exportDb(ctx.db);
  const open = await edb.selectFrom('export_jobs').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', ctx.tenantId).where('state', 'in', ['queued', 'running']).executeTakeFirst();
  if (Number(open?.n ?? 0) >= MAX_OPEN_EXPORTS) refuseExport('export.refused.busy', { max: MAX_OPEN_EXPORTS });
  const total = await countPeople(ctx.db, ctx.tenantId, selection);
  if (total === 0) refuseExport('export.refused.nothing');
  if (total > MAX_SHEET_ROWS) refuseExport('export.refused.tooManyRows', { total, max: MAX_SHEET_ROWS });

  const params: ExportParams = {
    dataRange: body.dataRange, filters: selection.filters, advancedSearch: selection.advancedSearch, ids: selection.ids,
    order, columns: fields.columns, sheetName: ctx.t(`identity.${body.identity}`),
  };
  const key = newExportKey();
  await edb.insertInto('export_jobs').values({
    key, tenant_id: ctx.tenantId, user_id: ctx.userId, user_name: ctx.userName, identity: body.identity,
    file_name: file.name, params: JSON.stringify(params), state: 'queued', total_num: total, created_at: ctx.now,
  }).execute();
  return { ok: true, key, total };
}
