// The count of the chosen range, asked before anything is exported (document 001 §4): counting,
// the total (with a word when there is nothing to export), or why it could not be counted.
import { Icon } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { CountState } from '../state';
import { say } from './text';

export interface CountLineProps {
  t: T;
  status: CountState['status'];
  /** null while unknown */
  total: number | null;
  problem: CountState['problem'];
  /** the line for a known total above 0; default 'export.count' (the photo export says more) */
  summary?: (total: number) => string;
  /** default 'export-count' */
  testId?: string;
}

export function CountLine({ t, status, total, problem, summary, testId = 'export-count' }: CountLineProps) {
  let text: string;
  let className = 'export-count';
  if (status === 'failed') {
    text = problem ? `${t('exportUi.countFailed')} (${say(t, problem)})` : t('exportUi.countFailed');
    className += ' export-count-failed';
  } else if (total === null) {
    text = t('exportUi.counting');
  } else if (total === 0) {
    text = `${t('export.count', { total: 0 })} · ${t('exportUi.nothingToExport')}`;
    className += ' export-count-none';
  } else {
    text = summary ? summary(total) : t('export.count', { total: total.toLocaleString('en-US') });
  }
  return (
    <div className={className} data-testid={testId} data-total={total ?? ''} aria-live="polite">
      {total === null && status !== 'failed' ? <Icon loading name="spinner" /> : null}
      {text}
    </div>
  );
}
