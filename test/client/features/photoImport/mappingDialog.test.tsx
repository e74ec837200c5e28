// The field mapping dialog (document 001 §2, §5) as the administrator uses it: bound to the real
// reducer through the container (no saga: matching and unmatching make no call), then the dumb
// view alone for what the saga decides (the required-fields refusal) and the callbacks.
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import PhotoImportContainer from '../../../../src/client/features/photoImport/PhotoImportContainer';
import { FieldMappingDialog, MappingView } from '../../../../src/client/features/photoImport/views/FieldMappingDialog';
import { tFor } from '../../../../src/client/i18n';
import { rootReducer, stateAt } from './fixtures';

const t = tFor('zh-CN');

function renderMapping() {
  const store = configureStore({ reducer: rootReducer, preloadedState: stateAt('mapping') });
  render(
    <Provider store={store}>
      <PhotoImportContainer />
    </Provider>,
  );
  return store;
}

const fields = () => screen.getByTestId('photo-mapping-field');
const headers = () => screen.getByTestId('photo-mapping-header');
const pairs = () => screen.getByTestId('photo-mapping-pair');
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('field mapping dialog', () => {
  it('left: the free system fields, required ones starred, and the free headers; right: the pre-filled pair as 系统字段 <=> 表头', () => {
    renderMapping();
    expect(screen.getByTestId('photo-mapping-dialog')).toHaveTextContent('字段匹配');
    expect(screen.getByTestId('photo-mapping-field-name')).toHaveTextContent('* 姓名');
    expect(screen.getByTestId('photo-mapping-field-phone')).toHaveTextContent(/^手机号$/);
    expect(within(fields()).queryByText(/学号/)).toBeNull(); // paired already
    expect(
      within(headers())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['姓名', '电话']);
    expect(screen.getByTestId('photo-mapping-pair-studentNo')).toHaveTextContent('* 学号 <=> 学号');
  });

  it('match without a system field: 请选择要匹配的系统字段; without a header: 请选择要匹配的表头', () => {
    renderMapping();
    click('photo-mapping-match');
    expect(screen.getByTestId('photo-mapping-error')).toHaveTextContent('请选择要匹配的系统字段');
    click('photo-mapping-field-name');
    expect(screen.getByTestId('photo-mapping-field-name')).toHaveAttribute('aria-selected', 'true');
    click('photo-mapping-match');
    expect(screen.getByTestId('photo-mapping-error')).toHaveTextContent('请选择要匹配的表头');
  });

  it('match: the chosen field and header leave the left column and appear as a pair', () => {
    renderMapping();
    click('photo-mapping-field-phone');
    click('photo-mapping-header-电话');
    click('photo-mapping-match');
    expect(screen.queryByTestId('photo-mapping-error')).toBeNull();
    expect(screen.getByTestId('photo-mapping-pair-phone')).toHaveTextContent('手机号 <=> 电话');
    expect(screen.queryByTestId('photo-mapping-field-phone')).toBeNull();
    expect(screen.queryByTestId('photo-mapping-header-电话')).toBeNull();
    expect(within(pairs()).getAllByRole('option')).toHaveLength(2);
  });

  it('unmatch without a pair ticked: 请选择要取消的匹配; with pairs ticked they go back to the left', () => {
    renderMapping();
    click('photo-mapping-unmatch');
    expect(screen.getByTestId('photo-mapping-error')).toHaveTextContent('请选择要取消的匹配');
    click('photo-mapping-pair-studentNo');
    expect(screen.getByTestId('photo-mapping-pair-studentNo')).toHaveAttribute('aria-selected', 'true');
    click('photo-mapping-unmatch');
    expect(screen.queryByTestId('photo-mapping-error')).toBeNull();
    expect(screen.getByTestId('photo-mapping-field-studentNo')).toHaveTextContent('* 学号');
    expect(screen.getByTestId('photo-mapping-header-学号')).toBeInTheDocument();
    expect(pairs()).toHaveTextContent('无');
  });

  it('options are picked from the keyboard too (Enter, Space)', () => {
    renderMapping();
    fireEvent.keyDown(screen.getByTestId('photo-mapping-field-name'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByTestId('photo-mapping-header-姓名'), { key: ' ' });
    click('photo-mapping-match');
    expect(screen.getByTestId('photo-mapping-pair-name')).toHaveTextContent('姓名 <=> 姓名');
  });
});

describe('field mapping dialog, the view alone', () => {
  const view = (over: Partial<MappingView> = {}): MappingView => ({
    loading: false,
    starting: false,
    fields: [{ column: 'name', columnName: '姓名', required: true, selected: false, missing: true }],
    headers: [{ header: '姓名', selected: false }],
    pairs: [],
    error: { key: 'mapping.matchAllRequired' },
    ...over,
  });
  const callbacks = () => ({
    onSelectField: jest.fn(),
    onSelectHeader: jest.fn(),
    onTogglePair: jest.fn(),
    onMatch: jest.fn(),
    onUnmatch: jest.fn(),
    onConfirm: jest.fn(),
    onClose: jest.fn(),
  });

  it('confirm refused: 请匹配所有系统必填字段, the unmatched required field flagged', () => {
    render(<FieldMappingDialog t={t} view={view()} closable {...callbacks()} />);
    expect(screen.getByTestId('photo-mapping-error')).toHaveTextContent('请匹配所有系统必填字段');
    expect(screen.getByTestId('photo-mapping-field-name')).toHaveClass('flagged');
  });

  it('confirm and cancel report; while the start call is out both wait', () => {
    const cb = callbacks();
    const { rerender } = render(<FieldMappingDialog t={t} view={view({ error: null })} closable {...cb} />);
    click('photo-mapping-confirm');
    click('photo-mapping-cancel');
    expect(cb.onConfirm).toHaveBeenCalledTimes(1);
    expect(cb.onClose).toHaveBeenCalledTimes(1);
    rerender(<FieldMappingDialog t={t} view={view({ error: null, starting: true })} closable={false} {...cb} />);
    expect(screen.getByTestId('photo-mapping-confirm')).toBeDisabled();
    expect(screen.getByTestId('photo-mapping-cancel')).toBeDisabled();
  });

  it('while the fields load: a loader, confirm disabled', () => {
    render(<FieldMappingDialog t={t} view={view({ loading: true })} closable {...callbacks()} />);
    expect(screen.getByTestId('photo-mapping-loading')).toHaveTextContent('正在读取表格字段');
    expect(screen.getByTestId('photo-mapping-confirm')).toBeDisabled();
  });
});
