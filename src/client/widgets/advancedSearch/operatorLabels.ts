// The message key of each advanced-search operator (the people lists and the monitors' API add):
// the words of document 000 §5 and the comparisons in words (workflows.ts search.op.*, a
// catalogue each of the two features adds), each comparison shown with its symbol.
import type { SearchOperator } from '../../../shared/people/query';
import type { T } from '../../i18n';

const OPERATOR_LABELS: Record<SearchOperator, string> = {
  like: 'search.op.like',
  'not like': 'search.op.notLike',
  '=': 'search.op.eq',
  '!=': 'search.op.ne',
  '>': 'search.op.gt',
  '>=': 'search.op.ge',
  '<': 'search.op.lt',
  '<=': 'search.op.le',
  'is null': 'search.op.isNull',
  'is not null': 'search.op.isNotNull',
  empty: 'search.op.empty',
  'not empty': 'search.op.notEmpty',
};

/** '等于 (=)', 'like': the words, and the symbol where the operator is one */
export function operatorLabel(t: T, operator: SearchOperator): string {
  const words = t(OPERATOR_LABELS[operator]);
  return /^[=!<>]+$/.test(operator) ? `${words} (${operator})` : words;
}
