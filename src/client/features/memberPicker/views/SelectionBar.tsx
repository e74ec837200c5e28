// Select all (every page of the search in force) / cancel all, and the selected count: the picks,
// or the fixed total minus the exclusions (document 000 §4). Dumb. Test ids from `testId`:
// `<testId>-select-all`, `<testId>-cancel-all`, `<testId>-count` (data-count holds the number,
// data-mode 'picked' or 'all').
import { Button, Label } from 'semantic-ui-react';
import type { Selection } from '../../../../shared/members/selection';
import { useT } from '../../../i18n';
import '../members.css';

export interface SelectionBarProps {
  testId: string;
  selection: Selection;
  count: number;
  selectingAll: boolean;
  disabled?: boolean;
  onSelectAll: () => void;
  onCancelAll: () => void;
}

export function SelectionBar({ testId, selection, count, selectingAll, disabled, onSelectAll, onCancelAll }: SelectionBarProps) {
  const t = useT();
  const excluded = selection.mode === 'all' ? selection.excluded.length : 0;
  return (
    <div className="picker-selection-bar">
      <Button
        type="button"
        size="small"
        data-testid={`${testId}-select-all`}
        loading={selectingAll}
        disabled={disabled || selectingAll}
        active={selection.mode === 'all'}
        content={t('picker.selectAll')}
        onClick={onSelectAll}
      />
      <Button
        type="button"
        size="small"
        data-testid={`${testId}-cancel-all`}
        disabled={disabled || (count === 0 && selection.mode === 'picked')}
        content={t('picker.cancelAll')}
        onClick={onCancelAll}
      />
      <Label basic color={count > 0 ? 'blue' : undefined} data-testid={`${testId}-count`} data-count={count} data-mode={selection.mode}>
        {t('picker.selected', { count })}
      </Label>
      {selection.mode === 'all' ? (
        <span className="picker-all-note" data-testid={`${testId}-all-note`}>
          {t('membersUi.allModeNote', { total: selection.fixedTotal, excluded })}
        </span>
      ) : null}
    </div>
  );
}
