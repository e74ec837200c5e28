// An import whose rows are all gone is shown as spent in the history, with no undo button
// (issue 16 §3: undo answered "removed 0, restored 0" for it).
import { screen } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { HistoryPanel } from '../../../../src/client/features/importWizard/views/HistoryPanel';
import { initialHistory } from '../../../../src/client/features/importWizard/state';
import { renderWithStore } from '../../widgets/renderWithStore';
import { historyRow } from './fixtures';

const on = () => ({
  onPage: jest.fn(),
  onOriginal: jest.fn(),
  onErrorReport: jest.fn(),
  onUndo: jest.fn(),
  onUndoConfirm: jest.fn(),
  onUndoDismiss: jest.fn(),
});

describe('history: a spent import', () => {
  it('says its rows are gone and offers no undo; an import with rows left keeps its undo', () => {
    const rows = [historyRow({ key: 'k1', spent: true }), historyRow({ key: 'k2' })];
    renderWithStore(<HistoryPanel t={tFor('zh-CN')} history={{ ...initialHistory, status: 'loaded', rows, total: 2 }} pageSize={10} {...on()} />);
    expect(screen.getByTestId('import-history-k1')).toHaveTextContent('已无可撤销的数据');
    expect(screen.queryByTestId('import-undo-k1')).toBeNull();
    expect(screen.getByTestId('import-undo-k2')).toBeInTheDocument();
  });
});
