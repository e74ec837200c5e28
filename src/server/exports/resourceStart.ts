// A collection's export start: the file name checked (the bulk export's rule and messages), the
// list query's range bounds checked as the list checks them, at most 3 open exports a tenant,
// the records counted with the list's own filters, and the job (kind 'resource') queued with
// everything it needs to run alone.
import { fieldError } from '../envelope';
import type { ResourceExportBody } from '../../shared/exports/resourceApi';
import type { ResourceDef } from '../../shared/resources';
import { countRecords, rangeProblems } from '../resources/list';
import { refuse } from '../refusal';
import { resourceParams } from './resourceParams';
import { checkOpenExports, queueExport, readFileName, StartContext, StartOutcome } from './start';
import { MAX_SHEET_ROWS } from './sheetPages';

export async function startResourceExport(ctx: StartContext, def: ResourceDef, body: ResourceExportBody): Promise<StartOutcome> {
  const file = readFileName(body.fileName, ctx.t);
  if ('error' in file) return { ok: false, errors: [file.error] };
  const query = body.query;
  const problems = rangeProblems(def, query);
  if (problems.length > 0) {
    const labelOf = (name: string) => ctx.t(def.fields.find((f) => name === `${f.name}Start` || name === `${f.name}End`)!.label);
    return { ok: false, errors: problems.map((p) => fieldError(ctx.t, p.field, p.key, { field: labelOf(p.field) })) };
  }
  await checkOpenExports(ctx.db, ctx.tenantId);
  const total = await countRecords(ctx.db, def, ctx.tenantId, query);
  if (total === 0) refuse('export.refused.nothing');
  if (total > MAX_SHEET_ROWS) refuse('export.refused.tooManyRows', { total, max: MAX_SHEET_ROWS });
  const params = await resourceParams(ctx.db, ctx.tenantId, def, query, ctx.t, body.fields);
  const key = await queueExport(ctx, { identity: null, kind: 'resource', fileName: file.name, params, total });
  return { ok: true, key, total };
}
