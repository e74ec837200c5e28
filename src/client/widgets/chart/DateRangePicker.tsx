// A range of days for the statistics screens: two date fields and the usual presets (the last
// 7, 30 or 365 days up to today in the tenant's zone). Dumb: the range comes in, each change goes out; the
// owner checks it (rangeProblem) and passes the refusal's message back as `error`.
import { Button, Form } from 'semantic-ui-react';
import { addCatalogue } from '../../../shared/i18n/registry';
import chartsCatalogue from '../../../shared/i18n/charts';
import { lastDays, StatsRange } from '../../../shared/services/stats';
import { consoleTimeZone } from '../../lib/timeZone';
import { useT } from '../../i18n';

addCatalogue(chartsCatalogue);

const PRESETS = [
  [7, 'chart.range.last7'],
  [30, 'chart.range.last30'],
  [366, 'chart.range.last365'],
] as const;

export interface DateRangePickerProps {
  value: StatsRange;
  onChange: (range: StatsRange) => void;
  /** why the range is refused, in the current language */
  error?: string | null;
  disabled?: boolean;
  testId?: string;
}

export default function DateRangePicker({ value, onChange, error, disabled = false, testId = 'date-range' }: DateRangePickerProps) {
  const t = useT();
  return (
    <Form className="date-range-picker" data-testid={testId}>
      <Form.Group inline>
        <Form.Input
          type="date"
          label={t('chart.range.begin')}
          id={`${testId}-begin`}
          value={value.beginDate}
          disabled={disabled}
          error={!!error}
          data-testid={`${testId}-begin`}
          onChange={(_e, { value: beginDate }) => onChange({ ...value, beginDate })}
        />
        <Form.Input
          type="date"
          label={t('chart.range.end')}
          id={`${testId}-end`}
          value={value.endDate}
          disabled={disabled}
          error={!!error}
          data-testid={`${testId}-end`}
          onChange={(_e, { value: endDate }) => onChange({ ...value, endDate })}
        />
        <Button.Group basic size="small">
          {PRESETS.map(([days, key]) => (
            <Button
              key={days}
              type="button"
              disabled={disabled}
              data-testid={`${testId}-last${days}`}
              onClick={() => onChange(lastDays(Date.now(), consoleTimeZone(), days))}
            >
              {t(key)}
            </Button>
          ))}
        </Button.Group>
      </Form.Group>
      {error && (
        <div className="ui pointing red basic label" role="alert" data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
    </Form>
  );
}
