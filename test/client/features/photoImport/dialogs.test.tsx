// The form and the progress dialogs: dumb views, props in, callbacks out (document 001 §2, §4).
import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoImportDialog, FormView } from '../../../../src/client/features/photoImport/views/PhotoImportDialog';
import { ImportProgressDialog, ProgressView } from '../../../../src/client/features/photoImport/views/ImportProgressDialog';
import { tFor } from '../../../../src/client/i18n';
import { IMPORT_NAMING_RULES } from '../../../../src/shared/photos/naming';
import { FINISHED, photoStatus } from './fixtures';

const t = tFor('zh-CN');

describe('photo zip import dialog', () => {
  const form = (over: Partial<FormView> = {}): FormView => ({
    title: null,
    titleKey: 'photoImport.title.NEW_STUDENT',
    namingOptions: IMPORT_NAMING_RULES.NEW_STUDENT,
    form: { namingRule: 1, repeatRule: null, errorRule: null, titleRow: '1' },
    errors: {},
    file: null,
    fileProblem: null,
    uploading: false,
    ...over,
  });
  const callbacks = () => ({
    onFiles: jest.fn(),
    onNamingRule: jest.fn(),
    onRepeatRule: jest.fn(),
    onErrorRule: jest.fn(),
    onTitleRow: jest.fn(),
    onConfirm: jest.fn(),
    onClose: jest.fn(),
  });

  it("shows the title, the identity's naming rules with the default chosen, the two rules and the title row", () => {
    render(<PhotoImportDialog t={t} title="导入学生数据" view={form()} {...callbacks()} />);
    const dialog = screen.getByTestId('photo-import-dialog');
    for (const text of ['导入学生数据', '照片命名规则', '身份证号', '考生号', '学号', '覆盖重复照片', '跳过重复照片', '错误处理规则', '标题行'])
      expect(dialog).toHaveTextContent(text);
    expect(screen.getByTestId('photo-import-naming-1').querySelector('input')).toBeChecked();
    expect(screen.getByTestId('photo-import-title-row')).toHaveValue(1);
  });

  it('every choice reports: the files picked (all of them), the rules, the title row, confirm', () => {
    const cb = callbacks();
    render(<PhotoImportDialog t={t} title="x" view={form()} {...cb} />);
    const files = [new File(['a'], 'a.zip'), new File(['b'], 'b.zip')];
    fireEvent.change(screen.getByTestId('photo-import-file'), { target: { files } });
    expect(cb.onFiles).toHaveBeenCalledWith(files);
    fireEvent.click(screen.getByTestId('photo-import-naming-2').querySelector('input')!);
    fireEvent.click(screen.getByTestId('photo-import-repeat-2').querySelector('input')!);
    fireEvent.click(screen.getByTestId('photo-import-error-rule-1').querySelector('input')!);
    fireEvent.change(screen.getByTestId('photo-import-title-row'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('photo-import-confirm'));
    fireEvent.click(screen.getByTestId('photo-import-confirm')); // within 800 ms: taken once
    expect([cb.onNamingRule.mock.calls, cb.onRepeatRule.mock.calls, cb.onErrorRule.mock.calls, cb.onTitleRow.mock.calls]).toEqual([
      [[2]],
      [[2]],
      [[1]],
      [['3']],
    ]);
    expect(cb.onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows the form's messages and a refused pick (more than one file warns with the count)", () => {
    render(
      <PhotoImportDialog
        t={t}
        title="x"
        {...callbacks()}
        view={form({
          errors: {
            file: 'photoImport.fileRequired',
            repeatRule: 'photoImport.repeatRuleRequired',
            errorRule: 'photoImport.errorRuleRequired',
            titleRow: 'photoImport.titleRowRequired',
          },
          fileProblem: { level: 'warning', message: { key: 'photoImport.oneFileOnly', params: { count: 2 } } },
        })}
      />,
    );
    expect(screen.getByTestId('photo-import-error-file')).toHaveTextContent('请上传文件');
    expect(screen.getByTestId('photo-import-error-repeat')).toHaveTextContent('请选择重复规则');
    expect(screen.getByTestId('photo-import-error-error-rule')).toHaveTextContent('请选择错误处理规则');
    expect(screen.getByTestId('photo-import-error-titleRow')).toHaveTextContent('请输入标题行');
    expect(screen.getByTestId('photo-import-file-problem')).toHaveTextContent('只能选择 1 个文件，当前选择了 2 个');
    expect(screen.getByTestId('photo-import-file-problem')).toHaveClass('warning');
  });

  it('the chosen zip, then the wait overlay 文件上传中 while it uploads, confirm disabled', () => {
    const file = { id: 'f1', name: 'photos.zip', size: 3 * 1024 * 1024, type: 'application/zip' };
    const { rerender } = render(<PhotoImportDialog t={t} title="x" view={form({ file })} {...callbacks()} />);
    expect(screen.getByTestId('photo-import-file-name')).toHaveTextContent('photos.zip（3.0 MB）');
    expect(screen.getByTestId('photo-import-uploading')).not.toHaveClass('active');
    rerender(<PhotoImportDialog t={t} title="x" view={form({ file, uploading: true })} {...callbacks()} />);
    expect(screen.getByTestId('photo-import-uploading')).toHaveClass('active');
    expect(screen.getByTestId('photo-import-uploading')).toHaveTextContent('文件上传中');
    expect(screen.getByTestId('photo-import-confirm')).toBeDisabled();
  });
});

describe('import progress dialog', () => {
  const view = (over: Partial<ProgressView> = {}): ProgressView => ({
    percent: 45.67,
    finished: false,
    failed: false,
    titleKey: 'photoImportUi.progressTitle',
    messageKey: null,
    closeEnabled: false,
    progress: photoStatus({
      finishRate: 0.4567,
      totalNum: 10,
      finishNum: 5,
      successNum: 4,
      newInsertNum: 3,
      updateNum: 1,
      jumpNum: 0,
      failNum: 1,
      useTimeStr: '3秒',
      tryMathRemainTime: '4秒',
    }),
    errorKey: null,
    rows: null,
    errorMessage: null,
    ...over,
  });
  const callbacks = () => ({ onClose: jest.fn(), onErrorReport: jest.fn(), onSheetErrorReport: jest.fn() });

  it('while running: the percent to 2 decimals, the counts, elapsed and remaining, close disabled', () => {
    render(<ImportProgressDialog t={t} view={view()} {...callbacks()} />);
    expect(screen.getByTestId('photo-import-progress-title')).toHaveTextContent('照片导入进度');
    expect(screen.getByTestId('photo-import-percent')).toHaveTextContent('45.67%');
    const counts = ['total', 'finished', 'success', 'new', 'updated', 'skipped', 'failed'].map(
      (id) => screen.getByTestId(`photo-import-count-${id}`).textContent,
    );
    expect(counts).toEqual(['10总数', '5已处理', '4成功', '3新增', '1覆盖', '0跳过', '1失败']);
    expect(screen.getByTestId('photo-import-times')).toHaveTextContent('已用时 3秒 · 预计剩余 4秒');
    expect(screen.getByTestId('photo-import-close')).toBeDisabled();
    expect(screen.queryByTestId('photo-import-error-download')).toBeNull();
    expect(screen.queryByTestId('photo-import-rows')).toBeNull();
  });

  it('finished: 导入成功, 导入完成, 100%, close enabled; the error report link with its key', () => {
    const cb = callbacks();
    render(
      <ImportProgressDialog
        t={t}
        {...cb}
        view={view({
          percent: 100,
          finished: true,
          titleKey: 'import.succeeded',
          messageKey: 'import.complete',
          closeEnabled: true,
          progress: FINISHED,
          errorKey: 'err_1',
        })}
      />,
    );
    expect(screen.getByTestId('photo-import-progress-title')).toHaveTextContent('导入成功');
    expect(screen.getByTestId('photo-import-message')).toHaveTextContent('导入完成');
    expect(screen.getByTestId('photo-import-percent')).toHaveTextContent('100%');
    expect(screen.getByTestId('photo-import-times')).not.toHaveTextContent('预计剩余');
    fireEvent.click(screen.getByTestId('photo-import-error-download'));
    expect(cb.onErrorReport).toHaveBeenCalledWith('err_1');
    fireEvent.click(screen.getByTestId('photo-import-close'));
    expect(cb.onClose).toHaveBeenCalled();
  });

  it('failed: 导入失败, 操作失败 and the reason, close enabled', () => {
    render(
      <ImportProgressDialog
        t={t}
        {...callbacks()}
        view={view({
          failed: true,
          titleKey: 'import.failed',
          messageKey: 'import.operationFailed',
          closeEnabled: true,
          errorMessage: { text: '压缩包已损坏' },
        })}
      />,
    );
    expect(screen.getByTestId('photo-import-progress-title')).toHaveTextContent('导入失败');
    expect(screen.getByTestId('photo-import-message')).toHaveTextContent('操作失败');
    expect(screen.getByTestId('photo-import-error-message')).toHaveTextContent('压缩包已损坏');
    expect(screen.getByTestId('photo-import-close')).toBeEnabled();
  });

  it("the zip's spreadsheet rows, with their own error report", () => {
    const cb = callbacks();
    const rows = {
      redisKey: 'imp_1',
      finished: true,
      finishRate: 1,
      failNum: 1,
      newInsertNum: 2,
      successNum: 3,
      updateNum: 1,
      jumpNum: 0,
      totalNum: 4,
      finishNum: 4,
      useTimeStr: '1秒',
      tryMathRemainTime: '',
      errorKey: 'err_rows',
      errorMsg: null,
      state: 'finished' as const,
      dryRun: false,
    };
    render(<ImportProgressDialog t={t} view={view({ rows })} {...cb} />);
    expect(screen.getByTestId('photo-import-rows')).toHaveTextContent('共 4 行：新增 2，更新 1，跳过 0，失败 1');
    fireEvent.click(screen.getByTestId('photo-import-rows-error-download'));
    expect(cb.onSheetErrorReport).toHaveBeenCalledWith('err_rows');
  });
});
