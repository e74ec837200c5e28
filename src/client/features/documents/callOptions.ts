// A field's options answered by one of the definition's documented read calls
// (DocumentDef.optionsFrom, e.g. the page before login's access ways from getAccessWayList):
// { code, name }[] as options, each labelled by its catalogue key when there is one (`labelPrefix`
// + code), else by the name the server gave (data). Null while there is no answer (the field's
// own options stay).
import { hasMessage } from '../../../shared/i18n/registry';
import type { DocumentDef } from '../../../shared/documents/types';
import type { FieldOption } from '../resources';
import type { DocRead } from './documentState';
import { rowsOf } from './panels/panelTypes';

export function callOptions(def: Pick<DocumentDef, 'optionsFrom'>, field: string, reads: Record<string, DocRead>): FieldOption[] | null {
  const from = def.optionsFrom;
  if (!from || from.field !== field) return null;
  const read = reads[from.call];
  if (!read || read.result === null) return null;
  return rowsOf<{ code?: unknown; name?: unknown }>(read.result)
    .filter((r) => typeof r.code === 'string' && r.code !== '')
    .map((r) => {
      const code = r.code as string;
      const key = `${from.labelPrefix}${code}`;
      return { value: code, label: hasMessage(key) ? { key } : { text: typeof r.name === 'string' ? r.name : code } };
    });
}
