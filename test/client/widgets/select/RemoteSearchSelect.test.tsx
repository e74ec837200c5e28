import { fireEvent, screen } from '@testing-library/react';
import { remoteSearchQuery, RemoteSearchSelect } from '../../../../src/client/widgets/select/RemoteSearchSelect';
import { renderWithStore } from '../renderWithStore';

const TEACHERS = [
  { label: '张老师', value: '11' },
  { label: '王老师', value: '12' },
];

describe('RemoteSearchSelect', () => {
  it('searches the first page of 40', () => {
    expect(remoteSearchQuery(' 张 ')).toEqual({ keyword: '张', pageIndex: 1, pageSize: 40 });
  });

  it('hands each typed keyword to onSearch, and searches once on opening', () => {
    const onSearch = jest.fn();
    renderWithStore(<RemoteSearchSelect options={[]} onSearch={onSearch} onChange={jest.fn()} />);
    const input = screen.getByRole('combobox').querySelector('input')!;
    fireEvent.click(screen.getByRole('combobox'));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', pageIndex: 1, pageSize: 40 });
    fireEvent.change(input, { target: { value: '张' } });
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '张', pageIndex: 1, pageSize: 40 });
  });

  it('shows the server results unfiltered and reports a coerced choice', () => {
    const onChange = jest.fn();
    renderWithStore(<RemoteSearchSelect options={TEACHERS} optionType="number" onSearch={jest.fn()} onChange={onChange} />);
    const input = screen.getByRole('combobox').querySelector('input')!;
    fireEvent.click(screen.getByRole('combobox'));
    // the server matched on a field the label does not show: both stay listed
    fireEvent.change(input, { target: { value: 'T2024' } });
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('option', { name: '王老师' }));
    expect(onChange.mock.calls[0][1]).toEqual({ name: undefined, value: 12 });
  });

  it('keeps the chosen option visible when a later search does not list it', () => {
    renderWithStore(
      <RemoteSearchSelect options={[TEACHERS[1]]} selected={TEACHERS[0]} value="11" onSearch={jest.fn()} onChange={jest.fn()} searchOnOpen={false} />,
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('张老师');
  });
});
