// The pagers open on the shared definition's sizes (src/shared/paging.ts, issue 30): a list's
// pager on a new paged list shows 40 of 10/20/30/40/100; a picker's on the picker's new list 10 of
// 10/20/30/40 (document 000 §9).
import { screen, within } from '@testing-library/react';
import { initialPagedList } from '../../../../src/client/lib/pagedList';
import PagerControls, { PickerPager } from '../../../../src/client/widgets/pagedTable/PagerControls';
import { initialList as pickerList } from '../../../../src/client/features/memberPicker/state';
import { renderWithLocale } from './renderWithLocale';

const offered = (el: HTMLElement) =>
  within(el)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('page-size defaults of the pagers', () => {
  it('a new list: the pager shows 40 and offers 10, 20, 30, 40, 100', () => {
    const list = initialPagedList();
    renderWithLocale(<PagerControls total={500} pageIndex={list.pageIndex} pageSize={list.pageSize} onPageChange={jest.fn()} onSizeChange={jest.fn()} />);
    const sizes = screen.getByTestId('pager-sizes');
    expect(within(sizes).getByRole('alert')).toHaveTextContent('40 条/页');
    expect(offered(sizes)).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页', '100 条/页']);
    // 500 rows of 40: 13 pages
    expect(screen.getByText('13')).toBeInTheDocument();
  });

  it('the member picker: 10 of 10, 20, 30, 40', () => {
    renderWithLocale(
      <PickerPager
        testId="picker-pager"
        total={500}
        pageIndex={pickerList.pageIndex}
        pageSize={pickerList.pageSize}
        onPageChange={jest.fn()}
        onSizeChange={jest.fn()}
      />,
    );
    const sizes = screen.getByTestId('picker-pager-page-size');
    expect(within(sizes).getByRole('alert')).toHaveTextContent('10 条/页');
    expect(offered(sizes)).toEqual(['10 条/页', '20 条/页', '30 条/页', '40 条/页']);
  });
});
