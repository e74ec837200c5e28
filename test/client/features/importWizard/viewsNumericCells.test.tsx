// The dry run's result warns about identifier columns the file held as number cells: how many
// rows and one example, before the real import starts (issue 16 §3).
import { render, screen } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { DryRunResult } from '../../../../src/client/features/importWizard/views/DryRunResult';
import { taskStatus } from './fixtures';

describe('dry run result: identifiers read from number cells', () => {
  it('names each column with its row count and an example, and how to fix it', () => {
    const status = taskStatus({
      dryRun: true,
      numericCells: [
        { column: '学号', rows: 120, example: { row: 3, value: '202601001' } },
        { column: '身份证号', rows: 1, example: { row: 7, value: '420111200804153024' } },
      ],
    });
    render(<DryRunResult t={tFor('zh-CN')} status={status} onErrorReport={jest.fn()} />);
    const warning = screen.getByTestId('import-numeric-cells');
    expect(warning).toHaveTextContent('学号：120 行，例如第 3 行读到 202601001');
    expect(warning).toHaveTextContent('身份证号：1 行，例如第 7 行读到 420111200804153024');
    expect(warning).toHaveTextContent('设置为文本格式');
  });

  it('in English too', () => {
    const status = taskStatus({ dryRun: true, numericCells: [{ column: '学号', rows: 2, example: { row: 2, value: '12345' } }] });
    render(<DryRunResult t={tFor('en')} status={status} onErrorReport={jest.fn()} />);
    expect(screen.getByTestId('import-numeric-cells')).toHaveTextContent('学号: 2 rows, e.g. row 2 reads 12345');
  });

  it('says nothing when no identifier was a number', () => {
    render(<DryRunResult t={tFor('zh-CN')} status={taskStatus({ dryRun: true })} onErrorReport={jest.fn()} />);
    expect(screen.queryByTestId('import-numeric-cells')).toBeNull();
  });
});
