// Steps 2 and 3 and the footer: dumb views, props in, callbacks out.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { StepMapping } from '../../../../src/client/features/importWizard/views/StepMapping';
import { StepSummary } from '../../../../src/client/features/importWizard/views/StepSummary';
import { WizardFooter } from '../../../../src/client/features/importWizard/views/WizardFooter';
import { CHECK_FIELDS, taskStatus } from './fixtures';

const t = tFor('zh-CN');
const rows = [
  { column: 'studentNo', columnName: '学号', is_must: 1 as const, header: '学号', options: ['学号', '性别'], missing: false },
  { column: 'name', columnName: '姓名', is_must: 1 as const, header: null, options: ['性别'], missing: true },
  { column: 'gender', columnName: '性别', is_must: 0 as const, header: null, options: ['性别'], missing: false },
];

describe('step 2 view', () => {
  it('stars required fields, pre-fills the dropdowns and shows 请匹配所有系统必填字段', () => {
    render(<StepMapping t={t} rows={rows} error={{ key: 'import.matchAllRequired' }} onMatch={jest.fn()} />);
    expect(screen.getByTestId('import-map-row-studentNo')).toHaveTextContent('* 学号');
    expect(screen.getByTestId('import-map-row-gender')).not.toHaveTextContent('*');
    expect(screen.getByTestId('import-map-studentNo')).toHaveTextContent('学号');
    expect(screen.getByTestId('import-map-name')).toHaveTextContent('未匹配');
    expect(screen.getByTestId('import-mapping-error')).toHaveTextContent('请匹配所有系统必填字段');
  });

  it('choosing a header reports the pair', () => {
    const onMatch = jest.fn();
    render(<StepMapping t={t} rows={rows} error={null} onMatch={onMatch} />);
    const dropdown = screen.getByTestId('import-map-name');
    fireEvent.click(dropdown);
    fireEvent.click(within(dropdown).getByRole('option', { name: '性别' }));
    expect(onMatch).toHaveBeenCalledWith('name', '性别');
  });
});

describe('step 3 view', () => {
  const settings = { headerRow: '2', rule: 1 as const, checkFields: ['studentNo'], basicInfo: 2 as const };
  const idle = { running: false, percent: 0, result: null, error: null };

  it('summarises the settings and the mapping', () => {
    render(
      <StepSummary
        t={t}
        fileName="students.xlsx"
        settings={settings}
        checkFieldOptions={CHECK_FIELDS}
        basicInfoHandle="stuInfoHandle"
        pairs={rows}
        dryRun={idle}
        onErrorReport={jest.fn()}
      />,
    );
    const summary = screen.getByTestId('import-summary-settings');
    for (const text of ['students.xlsx', '2', '覆盖', '学号', '学生基础信息处理', '不处理']) expect(summary).toHaveTextContent(text);
    expect(screen.getByTestId('import-summary-mapping')).toHaveTextContent('性别未匹配');
  });

  it("shows the dry run's counts and the sample before and after", () => {
    const onErrorReport = jest.fn();
    const result = taskStatus({
      finished: true,
      dryRun: true,
      totalNum: 5,
      newInsertNum: 2,
      updateNum: 1,
      jumpNum: 1,
      failNum: 1,
      errorKey: 'e1',
      sample: [{ row: 3, before: { name: '张三', phone: '13900000000' }, after: { name: '张叁', phone: '13900000000' } }],
    });
    render(
      <StepSummary
        t={t}
        fileName="a.xlsx"
        settings={settings}
        checkFieldOptions={CHECK_FIELDS}
        basicInfoHandle={null}
        pairs={rows}
        dryRun={{ ...idle, result }}
        onErrorReport={onErrorReport}
      />,
    );
    expect(screen.getByTestId('import-count-total')).toHaveTextContent('5');
    expect(screen.getByTestId('import-count-new')).toHaveTextContent('2');
    expect(screen.getByTestId('import-count-updated')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-skipped')).toHaveTextContent('1');
    expect(screen.getByTestId('import-count-failed')).toHaveTextContent('1');
    expect(screen.getByTestId('import-dry-run-sample')).toHaveTextContent('姓名: 张三 → 张叁');
    expect(screen.getByTestId('import-dry-run-sample')).not.toHaveTextContent('手机号');
    fireEvent.click(screen.getByTestId('import-error-download'));
    expect(onErrorReport).toHaveBeenCalledWith('e1');
  });

  it('shows why a dry run failed', () => {
    render(
      <StepSummary
        t={t}
        fileName="a.xlsx"
        settings={settings}
        checkFieldOptions={CHECK_FIELDS}
        basicInfoHandle={null}
        pairs={rows}
        dryRun={{ ...idle, error: { text: '服务器繁忙' } }}
        onErrorReport={jest.fn()}
      />,
    );
    expect(screen.getByTestId('import-dry-run-error')).toHaveTextContent('试运行失败');
    expect(screen.getByTestId('import-dry-run-error')).toHaveTextContent('服务器繁忙');
  });
});

describe('footer', () => {
  const on = () => ({ onBack: jest.fn(), onNext: jest.fn(), onDryRun: jest.fn(), onConfirm: jest.fn() });

  it('step 1: next only', () => {
    const cb = on();
    render(<WizardFooter t={t} step={1} loading={false} running={false} starting={false} {...cb} />);
    expect(screen.queryByTestId('import-back')).toBeNull();
    fireEvent.click(screen.getByTestId('import-next'));
    expect(cb.onNext).toHaveBeenCalled();
  });

  it('step 2: back and next', () => {
    const cb = on();
    render(<WizardFooter t={t} step={2} loading={false} running={false} starting={false} {...cb} />);
    fireEvent.click(screen.getByTestId('import-back'));
    expect(cb.onBack).toHaveBeenCalled();
    expect(screen.getByTestId('import-next')).toHaveTextContent('下一步');
  });

  it('step 3: back, dry run first, confirm import; disabled while a run goes', () => {
    const cb = on();
    const { rerender } = render(<WizardFooter t={t} step={3} loading={false} running={false} starting={false} {...cb} />);
    fireEvent.click(screen.getByTestId('import-dry-run'));
    expect(cb.onDryRun).toHaveBeenCalled();
    expect(screen.getByTestId('import-confirm')).toHaveTextContent('确认导入');
    rerender(<WizardFooter t={t} step={3} loading={false} running starting={false} {...cb} />);
    expect(screen.getByTestId('import-confirm')).toBeDisabled();
    expect(screen.getByTestId('import-back')).toBeDisabled();
  });
});
