// Starting an import: every choice of the wizard is checked against the upload and its target
// (document 000 §5), the mapping is remembered for next time, and a queued job is created for the
// runner. The answer's redisKey is the job key (the name the document's console expects).
import type { FieldError } from '../../shared/protocol';
import type { BasicInfoChoice, StartImportBody } from '../../shared/imports';
import { unmatchedKey, unmatchedRequired } from '../../shared/imports';
import type { Db } from '../db/schema';
import type { Translate } from '../types';
import type { FileStore } from './fileStore';
import { readHeaderRow } from './headers';
import { newJobKey } from './keys';
import { saveMapping } from './mappings';
import { importDb, JobParams } from './tables';
import { loadUpload, UploadRecord } from './uploads';

export interface StartContext {
  db: Db;
  files: FileStore;
  tenantId: string;
  userId: number;
  userName: string;
  now: Date;
  t: Translate;
}

export type StartOutcome = { ok: true; key: string } | { ok: false; error: FieldError };

const fail = (field: string, reason: string): StartOutcome => ({ ok: false, error: { field, reason } });

/** The choices that do not need the file: rule, check fields, basic-information handling. */
function checkChoices(upload: UploadRecord, body: StartImportBody, t: Translate): StartOutcome | { checkFields: string[]; infoHandle: BasicInfoChoice | null } {
  const target = upload.target;
  if (body.headerLine === undefined || body.headerLine === null) return fail('headerLine', t('import.headerRowRequired'));
  if (!body.ruleNum) return fail('ruleNum', t('import.duplicateRuleRequired'));
  if (body.ruleNum === 3 && !target.allowDuplicates) return fail('ruleNum', t('import.refused.ruleNotAllowed'));
  const checkFields = (body.checkField ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (body.ruleNum !== 3 && checkFields.length === 0) return fail('checkField', t('import.checkFieldsRequired'));
  const unknown = checkFields.find((c) => !target.checkFields.some((x) => x.fieldName === c));
  if (unknown) return fail('checkField', t('import.refused.unknownColumn', { name: unknown }));
  const handle = target.basicInfoHandle;
  const infoHandle = handle ? (body[handle] ?? null) : null;
  if (handle && infoHandle !== 1 && infoHandle !== 2) return fail(handle, t('import.basicInfoRequired'));
  if (target.orgType && body.matrixType != null && body.matrixType !== target.orgType)
    return fail('matrixType', t('validation.notOneOf', { field: 'matrixType' }));
  return { checkFields: body.ruleNum === 3 ? [] : [...new Set(checkFields)], infoHandle };
}

function checkMapping(upload: UploadRecord, body: StartImportBody, headers: string[], checkFields: string[], t: Translate): StartOutcome | null {
  const known = new Set(upload.target.fields.map((f) => f.column));
  const headerSet = new Set(headers);
  const columns = new Set<string>();
  const used = new Set<string>();
  for (const p of body.matchFieldList) {
    if (!known.has(p.column)) return fail('matchFieldList', t('import.refused.unknownColumn', { name: p.column }));
    if (!headerSet.has(p.configure)) return fail('matchFieldList', t('import.refused.unknownColumn', { name: p.configure }));
    if (columns.has(p.column)) return fail('matchFieldList', t('import.refused.mappedTwice', { name: p.column }));
    if (used.has(p.configure)) return fail('matchFieldList', t('import.refused.mappedTwice', { name: p.configure }));
    columns.add(p.column);
    used.add(p.configure);
  }
  const fields = upload.target.fields.map((f) => ({ column: f.column, columnName: f.column, is_must: f.is_must }));
  if (unmatchedRequired(fields, body.matchFieldList).length > 0) return fail('matchFieldList', t('import.matchAllRequired'));
  const key = unmatchedKey(upload.target.keyOneOf, body.matchFieldList);
  if (key.length > 0) return fail('matchFieldList', t('import.matchOneKey', { names: key.map((c) => t(`importField.${c}`)).join('、') }));
  // a check field no header feeds could never find the stored record
  const unmapped = checkFields.find((c) => !columns.has(c));
  if (unmapped) return fail('checkField', t('import.refused.checkFieldNotMapped', { name: t(`importField.${unmapped}`) }));
  return null;
}

export async function startImport(ctx: StartContext, body: StartImportBody): Promise<StartOutcome> {
  const upload = await loadUpload(ctx.db, ctx.tenantId, body.id);
  const choices = checkChoices(upload, body, ctx.t);
  if ('ok' in choices) return choices;
  const headers = await readHeaderRow(ctx.files, upload, body.headerLine);
  const mappingProblem = checkMapping(upload, body, headers, choices.checkFields, ctx.t);
  if (mappingProblem) return mappingProblem;

  const mapping = body.matchFieldList.map((p) => ({ column: p.column, configure: p.configure }));
  await saveMapping(ctx.db, ctx.tenantId, upload.target.key, ctx.userId, mapping, headers, ctx.now);
  const params: JobParams = {
    headerLine: body.headerLine,
    ruleNum: body.ruleNum,
    checkFields: choices.checkFields,
    mapping,
    infoHandle: choices.infoHandle,
    fileName: upload.fileName,
  };
  // rows at or above the header row are not data; the preview holds them when the header is near the top
  const aboveHeader = upload.preview.filter((r) => r.n <= body.headerLine).length;
  const key = newJobKey();
  await importDb(ctx.db)
    .insertInto('import_jobs')
    .values({
      key,
      tenant_id: ctx.tenantId,
      user_id: ctx.userId,
      user_name: ctx.userName,
      target: upload.target.key,
      upload_id: upload.id,
      params: JSON.stringify(params),
      dry_run: body.dryRun === true,
      state: 'queued',
      total_estimate: Math.max(0, upload.rowCount - aboveHeader),
      created_at: ctx.now,
    })
    .execute();
  return { ok: true, key };
}
