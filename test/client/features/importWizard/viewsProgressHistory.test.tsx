// The progress and error dialogs and the history panel: dumb views, props in, callbacks out.
import { fireEvent, render, screen } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { ProgressDialog, ProgressView } from '../../../../src/client/features/importWizard/views/ProgressDialog';
import { HistoryPanel } from '../../../../src/client/features/importWizard/views/HistoryPanel';
import { initialHistory, initialUndo } from '../../../../src/client/features/importWizard/state';
import { renderWithStore } from '../../widgets/renderWithStore';
import { historyRow, taskStatus } from './fixtures';

const t = tFor('zh-CN');
const view = (over: Partial<ProgressView> = {}): ProgressView => ({
  percent: 45.67,
  finished: false,
  failed: false,
  titleKey: 'import.progressTitle',
  messageKey: null,
  closeEnabled: false,
  progress: taskStatus({
    finishRate: 0.4567,
    totalNum: 10,
    newInsertNum: 3,
    updateNum: 1,
    jumpNum: 0,
    failNum: 0,
    useTimeStr: '3秒',
    tryMathRemainTime: '4秒',
  }),
  errorKey: null,
  showErrorReport: false,
  errorMessage: null,
  errorDialogOpen: false,
  written: 0,
  ...over,
});
const callbacks = () => ({ onClose: jest.fn(), onErrorReport: jest.fn(), onShowErrors: jest.fn(), onHideErrors: jest.fn() });

describe('progress dialog', () => {
  it('while running: the percent to 2 decimals, counts, elapsed and remaining, close disabled', () => {
    render(<ProgressDialog t={t} open view={view()} {...callbacks()} />);
    expect(screen.getByTestId('import-progress-title')).toHaveTextContent('导入进度');
    expect(screen.getByTestId('import-progress')).toHaveTextContent('45.67%');
    expect(screen.getByTestId('import-count-total')).toHaveTextContent('10');
    expect(screen.getByTestId('import-times')).toHaveTextContent('已用时 3秒');
    expect(screen.getByTestId('import-times')).toHaveTextContent('预计剩余 4秒');
    expect(screen.getByTestId('import-progress-close')).toBeDisabled();
    expect(screen.queryByTestId('import-error-download')).toBeNull();
  });

  it('finished: 100 %, 导入成功, 导入完成, close enabled', () => {
    const cb = callbacks();
    render(
      <ProgressDialog
        t={t}
        open
        view={view({ percent: 100, finished: true, titleKey: 'import.success', messageKey: 'import.complete', closeEnabled: true })}
        {...cb}
      />,
    );
    expect(screen.getByTestId('import-progress-title')).toHaveTextContent('导入成功');
    expect(screen.getByTestId('import-progress')).toHaveTextContent('100%');
    expect(screen.getByTestId('import-progress-message')).toHaveTextContent('导入完成');
    fireEvent.click(screen.getByTestId('import-progress-close'));
    expect(cb.onClose).toHaveBeenCalled();
  });

  it('failed: 导入失败, 操作失败, close enabled; the error information dialog shows the message', () => {
    const cb = callbacks();
    render(
      <ProgressDialog
        t={t}
        open
        view={view({
          failed: true,
          titleKey: 'import.failed',
          messageKey: 'import.operationFailed',
          closeEnabled: true,
          errorMessage: { text: '数据库写入失败' },
          errorDialogOpen: true,
        })}
        {...cb}
      />,
    );
    expect(screen.getByTestId('import-progress-title')).toHaveTextContent('导入失败');
    expect(screen.getByTestId('import-progress-message')).toHaveTextContent('操作失败');
    expect(screen.getByTestId('import-progress-close')).toBeEnabled();
    expect(screen.getByTestId('import-error-dialog')).toHaveTextContent('错误信息');
    expect(screen.getByTestId('import-error-message')).toHaveTextContent('数据库写入失败');
    fireEvent.click(screen.getByTestId('import-error-close'));
    expect(cb.onHideErrors).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('import-show-errors'));
    expect(cb.onShowErrors).toHaveBeenCalled();
  });

  it('failed after writing rows: says they are kept and where to undo them; nothing said when none was written', () => {
    const failed = { failed: true, titleKey: 'import.failed', messageKey: 'import.operationFailed', closeEnabled: true };
    const { unmount } = render(<ProgressDialog t={t} open view={view({ ...failed, written: 5008 })} {...callbacks()} />);
    expect(screen.getByTestId('import-kept-after-failure')).toHaveTextContent('停止前已写入的 5008 行已保留；如需撤回，请在导入历史中撤销本次导入');
    unmount();
    render(<ProgressDialog t={t} open view={view({ ...failed, written: 0 })} {...callbacks()} />);
    expect(screen.queryByTestId('import-kept-after-failure')).toBeNull();
  });

  it('failed rows: the error report link downloads with the errorKey', () => {
    const cb = callbacks();
    render(<ProgressDialog t={t} open view={view({ showErrorReport: true, errorKey: 'e1' })} {...cb} />);
    fireEvent.click(screen.getByTestId('import-error-download'));
    expect(cb.onErrorReport).toHaveBeenCalledWith('e1');
  });
});

describe('history panel', () => {
  const cb = () => ({
    onPage: jest.fn(),
    onOriginal: jest.fn(),
    onErrorReport: jest.fn(),
    onUndo: jest.fn(),
    onUndoConfirm: jest.fn(),
    onUndoDismiss: jest.fn(),
  });
  const rows = [
    historyRow(),
    historyRow({ key: 'k2', dryRun: true, errorKey: 'e2', failNum: 1 }),
    historyRow({ key: 'k3', undoneAt: '2026-05-02T00:00:00Z' }),
    // a failed run that wrote rows (the server says undoable), and one that wrote none
    historyRow({ key: 'k4', state: 'failed', newInsertNum: 5008 }),
    historyRow({ key: 'k5', state: 'cancelled', newInsertNum: 0, updateNum: 0, undoable: false }),
  ];
  const loaded = { ...initialHistory, status: 'loaded' as const, rows, total: 23 };

  it('lists past imports with their counts; undo on a real import not yet undone that left rows, whatever its end', () => {
    const on = cb();
    renderWithStore(<HistoryPanel t={t} history={loaded} pageSize={10} {...on} />);
    expect(screen.getByTestId('import-history-k1')).toHaveTextContent('共 3 条，新增 2，更新 1，跳过 0，失败 0');
    expect(screen.getByTestId('import-history-k1')).toHaveTextContent('2026-05-01 16:30:00');
    expect(screen.getByTestId('import-history-k2')).toHaveTextContent('试运行');
    expect(screen.getByTestId('import-history-k3')).toHaveTextContent('已撤销');
    expect(screen.queryByTestId('import-undo-k2')).toBeNull();
    expect(screen.queryByTestId('import-undo-k3')).toBeNull();
    expect(screen.getByTestId('import-history-k4')).toHaveTextContent('失败');
    fireEvent.click(screen.getByTestId('import-undo-k4'));
    expect(on.onUndo).toHaveBeenCalledWith('k4');
    expect(screen.queryByTestId('import-undo-k5')).toBeNull();
    fireEvent.click(screen.getByTestId('import-undo-k1'));
    expect(on.onUndo).toHaveBeenCalledWith('k1');
    fireEvent.click(screen.getByTestId('import-original-k1'));
    expect(on.onOriginal).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(screen.getByTestId('import-errors-k2'));
    expect(on.onErrorReport).toHaveBeenCalledWith('e2');
    fireEvent.click(screen.getByText('3'));
    expect(on.onPage).toHaveBeenCalledWith(3);
  });

  it('confirms an undo through the notice dialog, then shows the result', () => {
    const on = cb();
    const { rerenderWithStore } = renderWithStore(
      <HistoryPanel t={t} history={{ ...loaded, undo: { ...initialUndo, key: 'k1', status: 'confirming' } }} pageSize={10} {...on} />,
    );
    expect(screen.getByTestId('notice-dialog')).toHaveTextContent('撤销后，本次导入新增的数据将被删除');
    fireEvent.click(screen.getByTestId('notice-confirm'));
    expect(on.onUndoConfirm).toHaveBeenCalled();
    rerenderWithStore(
      <HistoryPanel t={t} history={{ ...loaded, undo: { ...initialUndo, result: { key: 'k1', removed: 2, restored: 1 } } }} pageSize={10} {...on} />,
    );
    expect(screen.getByTestId('import-undo-result')).toHaveTextContent('已撤销：删除 2 条，恢复 1 条');
  });

  it('an empty history says so', () => {
    renderWithStore(<HistoryPanel t={t} history={{ ...initialHistory, status: 'loaded' }} pageSize={10} {...cb()} />);
    expect(screen.getByText('暂无导入记录')).toBeInTheDocument();
  });
});
