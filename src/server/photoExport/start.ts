// Photo export start: the choices checked, the people the zip will hold counted (in range, with
// a photo and the naming field), and a job of kind 'photos' queued in the export queue, where the
// export runner writes it with photoZipWriter (progress, cancel, restart and the signed download
// are the bulk export's).
import type { PhotoExportBody } from '../../shared/photos/api';
import { refuse } from '../refusal';
import { checkOpenExports, queueExport, StartContext, StartOutcome } from '../exports/start';
import { readPhotoExport } from './body';
import type { PhotoExportParams } from './params';
import { countRange } from './people';

export async function startPhotoExport(ctx: StartContext, body: PhotoExportBody): Promise<StartOutcome> {
  const read = readPhotoExport(body, ctx.t);
  if (!read.ok) return read;
  const c = read.value;
  await checkOpenExports(ctx.db, ctx.tenantId);
  const counts = await countRange(ctx.db, ctx.tenantId, c.selection, c.field);
  if (counts.exportable === 0) refuse('photoExport.refused.nothing');
  const s = c.selection;
  const params: PhotoExportParams = {
    dataRange: body.dataRange,
    filters: s.filters,
    advancedSearch: s.advancedSearch,
    ids: s.ids,
    namingRule: c.namingRule,
    field: c.field,
    formatRule: c.formatRule,
  };
  const key = await queueExport(ctx, { identity: c.identity, kind: 'photos', fileName: c.fileName, params, total: counts.exportable });
  return { ok: true, key, total: counts.exportable };
}
