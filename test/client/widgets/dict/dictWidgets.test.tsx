import { fireEvent, render, screen } from '@testing-library/react';
import { DictLabel } from '../../../../src/client/widgets/dict/DictLabel';
import { dictLabelOf } from '../../../../src/client/widgets/dict/dictLabelOf';
import { DictSelect } from '../../../../src/client/widgets/dict/DictSelect';
import { KeyValueDropdown } from '../../../../src/client/widgets/dict/KeyValueDropdown';
import { renderWithStore } from '../renderWithStore';

const STATUS = [
  { label: '在职', value: '1' },
  { label: '离职', value: '2' },
];

describe('DictLabel', () => {
  it('shows the label of a key, matching numbers to text keys', () => {
    render(<DictLabel options={STATUS} status="loaded" value={2} />);
    expect(screen.getByText('离职')).toBeInTheDocument();
  });
  it('shows an ellipsis while loading and the key itself when the dictionary lacks it', () => {
    const { rerender } = render(<DictLabel options={[]} status="loading" value="9" />);
    expect(screen.getByText('…')).toBeInTheDocument();
    rerender(<DictLabel options={STATUS} status="loaded" value="9" />);
    expect(screen.getByText('9')).toBeInTheDocument();
  });
  it('shows the empty text for no value', () => {
    const { rerender } = render(<DictLabel options={STATUS} status="loaded" value={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    rerender(<DictLabel options={STATUS} status="loaded" value="" emptyText="无" />);
    expect(screen.getByText('无')).toBeInTheDocument();
  });
  it('dictLabelOf finds nothing for blank values', () => {
    expect(dictLabelOf(STATUS, undefined)).toBeUndefined();
    expect(dictLabelOf(STATUS, '1')).toBe('在职');
  });
});

describe('DictSelect and KeyValueDropdown', () => {
  it('DictSelect shows loading, then the options, and coerces a numeric choice', () => {
    const onChange = jest.fn();
    const { rerenderWithStore } = renderWithStore(<DictSelect options={[]} status="loading" value={null} onChange={onChange} />);
    expect(screen.getByRole('listbox')).toHaveClass('loading');
    rerenderWithStore(<DictSelect options={STATUS} status="loaded" optionType="number" value={null} onChange={onChange} />);
    fireEvent.click(screen.getByRole('listbox'));
    fireEvent.click(screen.getByRole('option', { name: '在职' }));
    expect(onChange.mock.calls[0][1].value).toBe(1);
  });

  it('a failed list says so in the placeholder', () => {
    renderWithStore(<DictSelect options={[]} status="failed" value={null} onChange={jest.fn()} />);
    expect(screen.getByRole('listbox')).toHaveClass('error');
    expect(screen.getByRole('alert')).toHaveTextContent('选项加载失败');
  });

  it('KeyValueDropdown filters its options as the user types', () => {
    renderWithStore(
      <KeyValueDropdown
        options={[
          { label: '本科生', value: 'U' },
          { label: '研究生', value: 'G' },
        ]}
        status="loaded"
        value=""
        onChange={jest.fn()}
      />,
    );
    const box = screen.getByRole('combobox');
    fireEvent.click(box);
    fireEvent.change(box.querySelector('input')!, { target: { value: '研究' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['研究生']);
  });
});
