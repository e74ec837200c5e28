// Schema validation failures (ajv errors) as the FieldError[] of a 9009 answer, each reason a
// localized sentence that names the field.
import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError, MessageParams } from '../../../shared/protocol';
import { fieldError } from '../../envelope';
import type { Translate } from '../../types';

function fieldName(e: FastifySchemaValidationError): string {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (e.params as { missingProperty?: string }).missingProperty;
  if (e.keyword === 'required' && missing) return path ? `${path}.${missing}` : missing;
  return path || '(body)';
}

/** The catalogue key and parameters that say what is wrong with the field. */
function said(e: FastifySchemaValidationError, field: string): { key: string; params: MessageParams } {
  const p = e.params as Record<string, unknown>;
  const limit = p.limit as number;
  switch (e.keyword) {
    case 'required':
      return { key: 'validation.required', params: { field } };
    case 'maxLength':
      return { key: 'validation.maxLength', params: { field, max: limit } };
    case 'minLength':
      return { key: 'validation.minLength', params: { field, min: limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      return { key: 'validation.minimum', params: { field, limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      return { key: 'validation.maximum', params: { field, limit } };
    case 'minItems':
      return { key: 'validation.minItems', params: { field, limit } };
    case 'maxItems':
      return { key: 'validation.maxItems', params: { field, limit } };
    case 'enum':
    case 'const':
      return { key: 'validation.notOneOf', params: { field } };
    case 'additionalProperties':
      return { key: 'validation.unknownField', params: { field: String(p.additionalProperty ?? field) } };
    case 'type':
      return /number|integer/.test(String(p.type)) ? { key: 'validation.notNumber', params: { field } } : { key: 'validation.pattern', params: { field } };
    default:
      return { key: 'validation.pattern', params: { field } };
  }
}

export function toFieldErrors(errors: FastifySchemaValidationError[], t: Translate): FieldError[] {
  return errors.map((e) => {
    const field = fieldName(e);
    const { key, params } = said(e, field);
    return fieldError(t, field, key, params);
  });
}
