// The data range radios of an export form (document 001 §3: 1 all, 2 the current search, 3 the
// checked rows), with the checked rows' number on the third and a hint while none is checked
// (the third is then off). Shared by the bulk export and the photo export (testIdPrefix).
import { Form } from 'semantic-ui-react';
import { DATA_RANGES, DataRange } from '../../../../shared/exports/api';
import type { T } from '../../../i18n';

export interface DataRangeFieldProps {
  t: T;
  value: DataRange;
  /** rows checked on the list */
  checkedRows: number;
  disabled?: boolean;
  onChange: (dataRange: DataRange) => void;
  /** 'export' gives export-range-1 … and export-range-3-hint */
  testIdPrefix?: string;
}

export function DataRangeField({ t, value, checkedRows, disabled, onChange, testIdPrefix = 'export' }: DataRangeFieldProps) {
  return (
    <>
      <Form.Group inline className="export-ranges">
        <Form.Field required>
          <label>{t('export.dataRange')}</label>
        </Form.Field>
        {DATA_RANGES.map((range) => {
          const noRows = range === 3 && checkedRows === 0;
          const label = range === 3 && !noRows ? `${t('export.range.3')}${t('exportUi.checkedCount', { count: checkedRows })}` : t(`export.range.${range}`);
          return (
            <Form.Radio
              key={range}
              name={`${testIdPrefix}-range`}
              value={range}
              label={label}
              checked={value === range}
              disabled={disabled || noRows}
              title={noRows ? t('exportUi.range3Hint') : undefined}
              onChange={() => onChange(range)}
              id={`${testIdPrefix}-range-${range}-input`}
              data-testid={`${testIdPrefix}-range-${range}`}
            />
          );
        })}
      </Form.Group>
      {checkedRows === 0 ? (
        <div className="export-hint" data-testid={`${testIdPrefix}-range-3-hint`}>
          {t('exportUi.range3Hint')}
        </div>
      ) : null}
    </>
  );
}
