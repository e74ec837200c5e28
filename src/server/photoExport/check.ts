// The photo export check (document 001 §4 "Photo export", POST …/excel/checkExportImg): null when
// everyone in range has the naming field (the console then exports directly); otherwise the list
// of the people lacking it is written as an ordinary xlsx export job — the range narrowed by
// "naming field is empty" (exports/selection.ts lackingField), the file named with the
// 'without photos' prefix, the columns name, the identity's numbers and unit/class — and its key
// is answered for the console to poll (userImg/checkExportImg, PHOTO_PATHS.checkProgress) and download.
import type { Identity } from '../../shared/domain/people';
import type { PhotoExportBody, PhotoExportCheck } from '../../shared/photos/api';
import { EXPORT_NAMING_RULES } from '../../shared/photos/naming';
import { PeopleFieldKey, peopleFields } from '../../shared/people/query';
import { lackingField } from '../exports/selection';
import { checkOpenExports, queueExport, StartContext } from '../exports/start';
import type { ExportColumn, ExportParams } from '../exports/tables';
import type { Translate } from '../types';
import { Read, readPhotoExport } from './body';
import { countRange } from './people';

/** name, every number the identity's photos can be named by, then unit and class */
export function missingListColumns(identity: Identity, t: Translate): ExportColumn[] {
  const fields = new Map(peopleFields(identity).map((f) => [f.key, f]));
  const keys: PeopleFieldKey[] = ['name', ...EXPORT_NAMING_RULES[identity].map((r) => r.field), 'unitName', 'className'];
  return [...new Set(keys)].flatMap((key) => {
    const f = fields.get(key);
    return f ? [{ key, label: t(f.label) }] : [];
  });
}

export async function checkPhotoExport(ctx: StartContext, body: PhotoExportBody): Promise<Read<PhotoExportCheck>> {
  const read = readPhotoExport(body, ctx.t);
  if (!read.ok) return read;
  const c = read.value;
  const counts = await countRange(ctx.db, ctx.tenantId, c.selection, c.field);
  if (counts.missingIdentifier === 0) return { ok: true, value: null };
  await checkOpenExports(ctx.db, ctx.tenantId);
  const lacking = lackingField(c.selection, c.field);
  const params: ExportParams = {
    dataRange: body.dataRange,
    filters: lacking.filters,
    advancedSearch: lacking.advancedSearch,
    ids: lacking.ids,
    order: [],
    columns: missingListColumns(c.identity, ctx.t),
    sheetName: ctx.t(`identity.${c.identity}`),
  };
  const fileName = `${ctx.t('export.withoutPhotosPrefix')}_${c.fileName}`;
  const redisKey = await queueExport(ctx, { identity: c.identity, kind: 'xlsx', fileName, params, total: counts.missingIdentifier });
  return { ok: true, value: { redisKey, missingIdentifier: counts.missingIdentifier, total: counts.total } };
}
