// Step 1, the header row (document 000 §5: required, whole number 1–999999, default 1),
// pre-filled with the row the server suggests, over a preview of the file's first rows.
import { Form } from 'semantic-ui-react';
import { HEADER_ROW_MAX, HEADER_ROW_MIN } from '../../../../shared/imports';
import type { T } from '../../../i18n';
import { parseHeaderRow } from '../validation';
import { FieldError } from './FieldError';
import { PreviewTable } from './PreviewTable';

export interface HeaderRowFieldProps {
  t: T;
  value: string;
  /** catalogue key of the error */
  error?: string;
  previewRows: string[][];
  disabled?: boolean;
  onChange: (value: string) => void;
}

export function HeaderRowField({ t, value, error, previewRows, disabled, onChange }: HeaderRowFieldProps) {
  return (
    <>
      <Form.Field required error={!!error} disabled={disabled}>
        <label htmlFor="import-header-row">{t('import.headerRow')}</label>
        <input
          id="import-header-row"
          type="number"
          min={HEADER_ROW_MIN}
          max={HEADER_ROW_MAX}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 160 }}
        />
        <div className="import-field-hint">{t('importWizard.headerRowHint')}</div>
        <FieldError id="headerRow" text={error ? t(error) : null} />
      </Form.Field>
      <PreviewTable t={t} rows={previewRows} headerRow={parseHeaderRow(value)} />
    </>
  );
}
