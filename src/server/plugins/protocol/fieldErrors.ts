// Schema validation failures (ajv errors) as the FieldError[] of a 9009 answer, each reason a
// localized sentence that names the field.
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '../../../shared/protocol';
import type { Translate } from '../../types';

function fieldName(e: FastifySchemaValidationError): string {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  if (e.keyword === 'required' && missing) return path ? `${path}.${missing}` : missing;
  return path || '(body)';
}

function reason(e: FastifySchemaValidationError, field: string, t: Translate): string {
  const p = e.params as Record<string, unknown>;
  const limit = p.limit as number;
  switch (e.keyword) {
    case 'required':
      return t('validation.required', { field });
    case 'maxLength':
      return t('validation.maxLength', { field, max: limit });
    case 'minLength':
      return t('validation.minLength', { field, min: limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return t('validation.minimum', { field, limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('validation.maximum', { field, limit });
    case 'minItems':
      return t('validation.minItems', { field, limit });
    case 'maxItems':
      return t('validation.maxItems', { field, limit });
    case 'enum':
    case 'const':
      return t('validation.notOneOf', { field });
    case 'additionalProperties':
      return t('validation.unknownField', { field: String(p.additionalProperty ?? field) });
    case 'type':
      return /number|integer/.test(String(p.type)) ? t('validation.notNumber', { field }) : t('validation.pattern', { field });
    default:
      return t('validation.pattern', { field });
  }
}

export function toFieldErrors(errors: FastifySchemaValidationError[], t: Translate): FieldError[] {
  return errors.map((e) => {
    const field = fieldName(e);
    return { field, reason: reason(e, field, t) };
  });
}
