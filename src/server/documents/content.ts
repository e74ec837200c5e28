// A save's content made ready to store: the definition's editable fields taken from what was
// sent (anything else dropped, read-only fields kept as they were), every field prepared by
// the shared field preparation (src/server/fields/prepare.ts: rules, trimming, rich-text
// allowlist, uploaded images), records keyed by a read-only sub-field matched to the stored ones
// (keyedRecords.ts), then the document's date ranges, its sums and its size limit.
import { fieldError } from '../envelope';
import type { DocumentDef } from '../../shared/documents';
import { editableFields, rangeProblems, sizeProblem, sumProblems } from '../../shared/documents/validate';
import type { FieldProblem } from '../../shared/resources/validate';
import type { FieldError } from '../../shared/protocol';
import type { Db } from '../db/schema';
import { prepareFields } from '../fields/prepare';
import type { Translate } from '../types';
import { keyProblems, withStoredKeys } from './keyedRecords';
import { normalise } from './store';

export type Prepared = { ok: true; content: Record<string, unknown> } | { ok: false; errors: FieldError[] };

const reasons = (problems: FieldProblem[], t: Translate): FieldError[] => problems.map((p) => fieldError(t, p.field, p.key, p.params));

export async function prepareContent(
  def: DocumentDef,
  current: Record<string, unknown>,
  sent: Record<string, unknown>,
  ctx: { db: Db; tenantId: string; t: Translate },
): Promise<Prepared> {
  const fields = editableFields(def);
  const merged: Record<string, unknown> = { ...current };
  for (const f of fields) if (Object.hasOwn(sent, f.name)) merged[f.name] = sent[f.name];
  const prepared = await prepareFields(fields, merged, ctx);
  if (!prepared.ok) return { ok: false, errors: reasons(prepared.problems, ctx.t) };
  const keys = keyProblems(def, current, merged, ctx.t);
  if (keys.length > 0) return { ok: false, errors: reasons(keys, ctx.t) };
  const content = normalise(def, { ...merged, ...withStoredKeys(def, current, merged, prepared.values) });
  const ranges = [...rangeProblems(def, content, ctx.t), ...sumProblems(def, content)];
  if (ranges.length > 0) return { ok: false, errors: reasons(ranges, ctx.t) };
  const size = sizeProblem(def, content);
  return size ? { ok: false, errors: reasons([size], ctx.t) } : { ok: true, content };
}
