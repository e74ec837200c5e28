// The small conversions the field controls share: a value as text, options as dropdown items,
// a records sub-field's static options, an upload's refusal as words, and the datetime-local
// input's format against the wire's.
import type { FieldDef } from '../../../../shared/resources';
import type { T } from '../../../i18n';
import { FieldOption, shown } from '../displayValues';
import type { FieldValue, UploadState } from '../resourceState';

export const textOf = (value: FieldValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

export const choices = (t: T, options: FieldOption[]) =>
  options.map((o) => ({ key: String(o.value), value: o.value as string | number, text: shown(t, o.label) }));

/** static options of a field no lookup serves (a records sub-field, a document's field) */
export const staticOptions = (f: FieldDef): FieldOption[] =>
  f.type === 'switch'
    ? [
        { value: true, label: { key: 'common.yes' } },
        { value: false, label: { key: 'common.no' } },
      ]
    : f.options?.kind === 'static'
      ? f.options.items.map((o) => ({ value: o.value, label: { key: o.label } }))
      : [];

/** a refused upload's words (the server's message key, or its text) */
export const uploadError = (t: T, upload: UploadState | undefined): string | undefined =>
  upload?.status === 'failed' && upload.error ? (upload.error.key ? t(upload.error.key) : (upload.error.text ?? '')) : undefined;

/** 'YYYY-MM-DD HH:mm:ss' (the wire) <-> 'YYYY-MM-DDTHH:mm:ss' (datetime-local) */
export const toDatetimeInput = (value: unknown): string => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 19) : '');
export const fromDatetimeInput = (value: string): string | null => {
  if (!value) return null;
  const text = value.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
};
