// Step 1's dumb views: props in, callbacks out.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tFor } from '../../../../src/client/i18n';
import { StepUpload, StepUploadProps } from '../../../../src/client/features/importWizard/views/StepUpload';
import { initialImportWizardState } from '../../../../src/client/features/importWizard/state';
import { importTarget } from '../../../../src/shared/imports';
import { CHECK_FIELDS, FILE_REF, UPLOAD } from './fixtures';

const t = tFor('zh-CN');
const callbacks = () => ({
  onTemplate: jest.fn(),
  onFiles: jest.fn(),
  onHeaderRow: jest.fn(),
  onRule: jest.fn(),
  onCheckFields: jest.fn(),
  onBasicInfo: jest.fn(),
});
const uploaded: StepUploadProps['wizard'] = {
  ...initialImportWizardState,
  status: 'uploaded',
  file: FILE_REF,
  upload: UPLOAD,
  checkFieldOptions: CHECK_FIELDS,
  settings: { headerRow: '2', rule: null, checkFields: ['studentNo'], basicInfo: null },
};

function renderStep(wizard: StepUploadProps['wizard'] = uploaded, target = 'STUDENT') {
  const on = callbacks();
  render(<StepUpload t={t} target={importTarget(target)!} wizard={wizard} {...on} />);
  return on;
}

describe('step 1 view', () => {
  it('downloads the template and hands picked files over (all of them, for the count check)', () => {
    const on = renderStep({ ...initialImportWizardState, status: 'idle' });
    fireEvent.click(screen.getByTestId('import-template'));
    expect(on.onTemplate).toHaveBeenCalled();
    const input = document.querySelector('#import-file') as HTMLInputElement;
    expect(input.accept).toBe('.xls,.xlsx');
    const files = [new File(['a'], 'a.xlsx'), new File(['b'], 'b.xlsx')];
    fireEvent.change(input, { target: { files } });
    expect(on.onFiles).toHaveBeenCalledWith(files);
  });

  it('shows the uploaded file, and a refused pick with both lines of its message', () => {
    renderStep({ ...uploaded, fileError: { key: 'upload.fileFormatError', hint: 'import.onlyExcel' } });
    expect(screen.getByTestId('import-file-name')).toHaveTextContent('students.xlsx');
    expect(screen.getByTestId('import-file-error')).toHaveTextContent('上传文件格式错误');
    expect(screen.getByTestId('import-file-error')).toHaveTextContent('只支持 .xls 和 .xlsx 格式');
  });

  it("shows an upload failure (the server's words) with the file list empty", () => {
    renderStep({ ...initialImportWizardState, status: 'idle', fileError: { text: '上传文件大小不得大于5M' } });
    expect(screen.getByTestId('import-file-error')).toHaveTextContent('上传文件大小不得大于5M');
    expect(screen.queryByTestId('import-file-name')).toBeNull();
  });

  it('the header row is pre-filled, and the preview marks the rows it skips', () => {
    const on = renderStep();
    const input = document.querySelector('#import-header-row') as HTMLInputElement;
    expect(input.value).toBe('2');
    expect(screen.getByTestId('import-preview-row-1')).toHaveTextContent('不导入');
    expect(screen.getByTestId('import-preview-row-2')).toHaveTextContent('标题行');
    fireEvent.change(input, { target: { value: '3' } });
    expect(on.onHeaderRow).toHaveBeenCalledWith('3');
  });

  it('offers rules 1 and 2 (3 only where allowed) and reports the choice', async () => {
    const on = renderStep();
    expect(screen.queryByTestId('import-rule-3')).toBeNull();
    fireEvent.click(within(screen.getByTestId('import-rule-2')).getByRole('radio'));
    expect(on.onRule).toHaveBeenCalledWith(2);
    // a real click on the test id's box, and on its label, as a browser test does
    const user = userEvent.setup();
    await user.click(screen.getByTestId('import-rule-1'));
    expect(on.onRule).toHaveBeenLastCalledWith(1);
    await user.click(within(screen.getByTestId('import-rule-2')).getByText('跳过'));
    expect(on.onRule).toHaveBeenLastCalledWith(2);
  });

  it('basic-information handling shows for students, with 1 change the name and 2 do nothing', () => {
    const on = renderStep();
    expect(screen.getByText('学生基础信息处理')).toBeInTheDocument();
    fireEvent.click(within(screen.getByTestId('import-basic-2')).getByRole('radio'));
    expect(on.onBasicInfo).toHaveBeenCalledWith(2);
  });

  it('no basic-information handling for other users; staff get their own label', () => {
    renderStep(uploaded, 'OTHER');
    expect(screen.queryByTestId('import-basic-1')).toBeNull();
    cleanup();
    renderStep(uploaded, 'TEACHER');
    expect(screen.getByText('教职工基础信息处理')).toBeInTheDocument();
    cleanup();
    renderStep(uploaded, 'NEW_STUDENT');
    expect(screen.getByText('新生基础信息处理')).toBeInTheDocument();
  });

  it('check fields come from the check-field call', () => {
    const on = renderStep();
    const dropdown = screen.getByTestId('import-check-fields');
    expect(dropdown).toHaveTextContent('学号');
    fireEvent.click(dropdown);
    fireEvent.click(within(dropdown).getByText('身份证号'));
    expect(on.onCheckFields).toHaveBeenCalledWith(['studentNo', 'idNumber']);
  });

  it('shows each step-1 message beside its field', () => {
    renderStep({
      ...uploaded,
      errors: {
        file: 'import.fileRequired',
        headerRow: 'import.headerRowRequired',
        rule: 'import.duplicateRuleRequired',
        checkFields: 'import.checkFieldsRequired',
        basicInfo: 'import.basicInfoRequired',
      },
    });
    expect(screen.getByTestId('import-error-file')).toHaveTextContent('请上传文件');
    expect(screen.getByTestId('import-error-headerRow')).toHaveTextContent('请输入标题行');
    expect(screen.getByTestId('import-error-rule')).toHaveTextContent('请选择重复规则');
    expect(screen.getByTestId('import-error-checkFields')).toHaveTextContent('请选择检查字段');
    expect(screen.getByTestId('import-error-basicInfo')).toHaveTextContent('请选择基础信息处理方式');
  });
});
