// The upload's `data` part (PhotoImportData, document 001 §3 "Import options", §5): JSON checked
// against a schema, missing choices answered in the specification's words (请输入标题行,
// 请选择重复规则 …), and the naming rule checked against the identity's import rules (document
// 001 §9: a teacher can only be named by work number, …).
import type { FastifyRequest } from 'fastify';
import { IDENTITIES } from '../../shared/domain/people';
import { HEADER_ROW_MAX, HEADER_ROW_MIN } from '../../shared/imports';
import { ERROR_RULES, PhotoImportData, REPEAT_RULES } from '../../shared/photos/api';
import { importNamingField, IMPORT_NAMING_RULES } from '../../shared/photos/naming';
import type { FieldError } from '../../shared/protocol';
import { toFieldErrors } from '../plugins/protocol/fieldErrors';
import { TENANT_ID } from '../schemas/request';
import type { Translate } from '../types';

export const photoImportDataSchema = {
  type: 'object',
  properties: {
    tenantId: TENANT_ID,
    identity: { type: 'string', enum: [...IDENTITIES] },
    repeatRule: { type: 'integer', enum: REPEAT_RULES },
    errorRule: { type: 'integer', enum: ERROR_RULES },
    namingRule: { type: 'integer', enum: [1, 2, 3] },
    jbDesc: { type: 'integer', minimum: HEADER_ROW_MIN, maximum: HEADER_ROW_MAX },
  },
  required: ['identity', 'repeatRule', 'errorRule', 'namingRule', 'jbDesc'],
} as const;

/** The specification's wording for a missing choice. */
const REQUIRED: Record<string, string> = {
  jbDesc: 'photoImport.titleRowRequired',
  repeatRule: 'photoImport.repeatRuleRequired',
  errorRule: 'photoImport.errorRuleRequired',
  namingRule: 'photoImport.namingRuleRequired',
  identity: 'photoImport.identityRequired',
};

export type DataCheck = { ok: true; data: PhotoImportData } | { ok: false; errors: FieldError[] };

const fail = (field: string, reason: string): DataCheck => ({ ok: false, errors: [{ field, reason }] });

export function checkImportData(request: FastifyRequest, text: string | undefined, t: Translate): DataCheck {
  if (text === undefined || text.trim() === '') return fail('data', t('photoImport.refused.dataMissing'));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('data', t('photoImport.refused.dataNotJson'));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fail('data', t('photoImport.refused.dataNotJson'));
  // empty choices from a form ('' or null) are missing ones
  const body: Record<string, unknown> = Object.create(null);
  for (const [k, v] of Object.entries(parsed)) if (v !== '' && v !== null) body[k] = v;
  for (const field of Object.keys(REQUIRED)) if (!(field in body)) return fail(field, t(REQUIRED[field]));
  const check = request.compileValidationSchema(photoImportDataSchema);
  if (!check(body)) return { ok: false, errors: toFieldErrors(check.errors ?? [], t) };
  const data = body as unknown as PhotoImportData;
  if (!importNamingField(data.identity, data.namingRule)) {
    const allowed = IMPORT_NAMING_RULES[data.identity].map((r) => `${r.value} ${t(r.label)}`).join(', ');
    return fail('namingRule', t('photoImport.refused.namingRule', { identity: t(`identity.${data.identity}`), allowed }));
  }
  return { ok: true, data };
}
