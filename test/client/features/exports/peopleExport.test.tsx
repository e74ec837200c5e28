// The export from a people list, under the console's real store and saga with a fake server:
// rows checked on two pages stay checked, the export button opens the dialog with the list's
// name and its search, and "checked rows" counts exactly those rows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeopleScreen from '../../../../src/client/features/people/PeopleScreen';
import { EXPORT_PATHS } from '../../../../src/shared/exports/api';
import type { RequestOptions } from '../../../../src/client/api/types';
import { fakeApi, ok, page, STUDENT_LIST, studentRow } from '../people/fixtures';
import { renderWithStore } from '../people/renderPeople';
import { HEADERS } from './fixtures';

const countOf = (o: RequestOptions) => {
  const body = o.data as { dataRange: number; choiceDataIds?: string };
  return ok(body.dataRange === 3 ? body.choiceDataIds!.split(',').length : 80);
};

function openStudents() {
  const pages: Record<number, ReturnType<typeof studentRow>[]> = { 1: [studentRow(1), studentRow(2)], 2: [studentRow(3), studentRow(4)] };
  const fake = fakeApi({
    [STUDENT_LIST]: (o) => page(pages[(o.data as { pageIndex: number }).pageIndex] ?? [], 80),
    [EXPORT_PATHS.headers]: ok(HEADERS),
    [EXPORT_PATHS.count]: countOf,
  });
  return { ...fake, ...renderWithStore(<PeopleScreen identity="STUDENT" />, fake.api) };
}

describe('export from the student list', () => {
  it('keeps rows checked across pages and exports exactly those when asked', async () => {
    const user = userEvent.setup();
    const { callsTo, store } = openStudents();
    await screen.findByTestId('people-row-2');
    await user.click(screen.getByTestId('people-select-2'));
    await user.click(screen.getByTestId('pager-page-2'));
    await screen.findByTestId('people-row-3');
    await user.click(screen.getByTestId('people-select-page'));
    expect(store.getState().export.checked.STUDENT).toEqual([2, 3, 4]);
    // back on page 1, row 2 is still checked and the page box shows a partial pick
    await user.click(screen.getByTestId('pager-page-1'));
    await screen.findByTestId('people-row-1');
    expect(screen.getByTestId('people-select-2')).toHaveClass('checked');
    expect(screen.getByTestId('people-select-page')).toHaveClass('indeterminate');

    await user.click(screen.getByTestId('people-export'));
    const dialog = await screen.findByTestId('export-dialog');
    expect((screen.getByTestId('export-file-name') as HTMLInputElement).value).toMatch(/^本专科生管理\d{14}$/);
    await waitFor(() => expect(screen.getByTestId('export-count')).toHaveTextContent('共 80 条数据'));
    await user.click(within(dialog).getByTestId('export-range-3'));
    await waitFor(() => expect(screen.getByTestId('export-count')).toHaveTextContent('共 3 条数据'));
    expect(callsTo(EXPORT_PATHS.count).at(-1)?.data).toEqual({ identity: 'STUDENT', dataRange: 3, choiceDataIds: '2,3,4' });
  });

  it("the current search is the list's submitted filters", async () => {
    const user = userEvent.setup();
    const { callsTo } = openStudents();
    await screen.findByTestId('people-row-2');
    await user.type(screen.getByTestId('people-filter-name'), '王');
    await user.click(screen.getByTestId('people-search'));
    // typed but not searched: not part of the current search
    await user.type(screen.getByTestId('people-filter-identifier'), '2023');
    await user.click(screen.getByTestId('people-export'));
    await screen.findByTestId('export-dialog');
    await user.click(screen.getByTestId('export-range-2'));
    await waitFor(() => expect(callsTo(EXPORT_PATHS.count).at(-1)?.data).toEqual({ identity: 'STUDENT', dataRange: 2, formInline: { name: '王' } }));
  });
});
