import { fireEvent, screen } from '@testing-library/react';
import { OptionSelect } from '../../../../src/client/widgets/select/OptionSelect';
import { renderWithStore } from '../renderWithStore';

const OPTIONS = [
  { label: '在读', value: '1' },
  { label: '休学', value: '2' },
];
const openDropdown = () => fireEvent.click(screen.getByRole('listbox'));
const choose = (label: string) => fireEvent.click(screen.getByRole('option', { name: label }));

describe('OptionSelect', () => {
  it('a numeric select reports a number for a string-keyed option', () => {
    const onChange = jest.fn();
    renderWithStore(<OptionSelect name="status" options={OPTIONS} optionType="number" value={null} onChange={onChange} />);
    openDropdown();
    choose('休学');
    expect(onChange.mock.calls[0][1]).toEqual({ name: 'status', value: 2 });
  });

  it('a numeric value shows the option whose key is text', () => {
    renderWithStore(<OptionSelect options={OPTIONS} optionType="number" value={1} onChange={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('在读');
  });

  it('a string select reports text', () => {
    const onChange = jest.fn();
    renderWithStore(<OptionSelect options={[{ label: '教师', value: 3 }]} value="" onChange={onChange} />);
    openDropdown();
    choose('教师');
    expect(onChange.mock.calls[0][1]).toEqual({ name: undefined, value: '3' });
  });

  it('offers an "all" entry that reports the all-value', () => {
    const onChange = jest.fn();
    renderWithStore(<OptionSelect options={OPTIONS} optionType="number" allOption allValue={-1} value={1} onChange={onChange} />);
    openDropdown();
    choose('全部');
    expect(onChange.mock.calls[0][1].value).toBe(-1);
  });

  it('shows "all" for an empty value when the all-value is empty', () => {
    renderWithStore(<OptionSelect options={OPTIONS} allOption value={null} onChange={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('全部');
  });

  it('clearing reports empty, or the all-value', () => {
    const onChange = jest.fn();
    const { rerenderWithStore } = renderWithStore(<OptionSelect options={OPTIONS} clearable value="1" onChange={onChange} />);
    fireEvent.click(document.querySelector('.clear.icon')!);
    expect(onChange.mock.calls[0][1].value).toBe('');
    rerenderWithStore(<OptionSelect options={OPTIONS} clearable allValue="ALL" value="1" onChange={onChange} />);
    fireEvent.click(document.querySelector('.clear.icon')!);
    expect(onChange.mock.calls[1][1].value).toBe('ALL');
  });

  it('shows the placeholder when nothing is chosen', () => {
    renderWithStore(<OptionSelect options={OPTIONS} value={undefined} onChange={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('请选择');
  });
});
