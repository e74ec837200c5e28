// Step 2 lists the file's columns that no system field reads: they will not be imported, and the
// administrator sees so before starting (issue 16 §3: an enrolment-date column was dropped silently).
import { render, screen } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { selectUnmappedHeaders } from '../../../../src/client/features/importWizard/selectors';
import { fieldMatched } from '../../../../src/client/features/importWizard/importWizardSlice';
import { StepMapping } from '../../../../src/client/features/importWizard/views/StepMapping';
import { stateAt, through } from './fixtures';

describe('columns that will not be imported', () => {
  it('are the headers no field reads, and shrink as fields are matched', () => {
    expect(selectUnmappedHeaders(stateAt('mapping'))).toEqual(['性别']);
    expect(selectUnmappedHeaders(through([fieldMatched({ column: 'gender', header: '性别' })], stateAt('mapping')))).toEqual([]);
    expect(selectUnmappedHeaders(through([fieldMatched({ column: 'name', header: null })], stateAt('mapping')))).toEqual(['姓名', '性别']);
  });

  it('are listed under the mapping table, or not at all when every column is read', () => {
    const rows = [{ column: 'studentNo', columnName: '学号', is_must: 1 as const, header: '学号', options: ['学号'], missing: false }];
    const { rerender } = render(<StepMapping t={tFor('zh-CN')} rows={rows} unmapped={['性别', '入学日期']} error={null} onMatch={jest.fn()} />);
    expect(screen.getByTestId('import-unmapped')).toHaveTextContent('以下 2 列未匹配任何系统字段，不会导入：性别、入学日期');
    rerender(<StepMapping t={tFor('en')} rows={rows} unmapped={['入学日期']} error={null} onMatch={jest.fn()} />);
    expect(screen.getByTestId('import-unmapped')).toHaveTextContent('Columns that match no system field and will not be imported (1): 入学日期');
    rerender(<StepMapping t={tFor('zh-CN')} rows={rows} unmapped={[]} error={null} onMatch={jest.fn()} />);
    expect(screen.queryByTestId('import-unmapped')).toBeNull();
  });
});
