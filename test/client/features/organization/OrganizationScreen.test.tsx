// The organisation screen against the real reducers and saga with a fake api.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importFinished } from '../../../../src/client/features/importWizard';
import OrganizationScreen from '../../../../src/client/features/organization/OrganizationScreen';
import { ORG_PATHS } from '../../../../src/shared/people/api';
import { fakeApi, page } from '../people/fixtures';
import { actionTypes, renderWithStore } from '../people/renderPeople';
import { unitRow } from './fixtures';

const children = [
  unitRow(2, '计算机学院', { type: 2, parentId: 1, parentName: '主校区', childCount: 1, peopleCount: 80, peopleByIdentity: { STUDENT: 70, TEACHER: 10 } }),
  unitRow(6, '教务处', { type: 5, parentId: 1, parentName: '主校区', childCount: 0, peopleCount: 12, peopleByIdentity: { TEACHER: 12 } }),
];

function openScreen() {
  const fake = fakeApi({
    [ORG_PATHS.unitList]: (o) =>
      (o.data as { parentId?: number }).parentId === 1 ? page(children, 2) : page([unitRow(1, '主校区', { childCount: 2, peopleCount: 92 })], 1),
  });
  return { ...fake, ...renderWithStore(<OrganizationScreen />, fake.api) };
}

describe('OrganizationScreen', () => {
  it('shows the tree with the top level open and the top-level units with their people', async () => {
    openScreen();
    const tree = await screen.findByTestId('org-tree');
    await within(tree).findByTestId('org-node-2');
    expect(within(tree).getByTestId('org-node-1')).toHaveTextContent('主校区');
    expect(within(tree).queryByTestId('org-node-3')).not.toBeInTheDocument();
    const row = await screen.findByTestId('org-row-1');
    expect(row).toHaveTextContent('主校区');
    expect(within(row).getByTestId('org-people-1')).toHaveTextContent('92');
    expect(screen.getByTestId('org-list-title')).toHaveTextContent('全部顶级单位');
  });

  it('choosing a unit in the tree lists its children with counts by identity; the breadcrumb goes back', async () => {
    const { callsTo } = openScreen();
    await userEvent.click(await screen.findByTestId('org-node-1'));
    await waitFor(() => expect(callsTo(ORG_PATHS.unitList).at(-1)?.data).toEqual({ parentId: 1, pageIndex: 1, pageSize: 40 }));
    const faculty = await screen.findByTestId('org-row-2');
    expect(faculty).toHaveTextContent('本专科生 70 · 教职工 10');
    expect(faculty).toHaveTextContent('院系');
    expect(screen.getByTestId('org-list-title')).toHaveTextContent('主校区 的下级单位');
    await userEvent.click(within(screen.getByTestId('org-breadcrumb')).getByText('全部顶级单位'));
    await waitFor(() => expect(callsTo(ORG_PATHS.unitList).at(-1)?.data).toEqual({ pageIndex: 1, pageSize: 40 }));
  });

  it('opens and shuts branches of the tree', async () => {
    openScreen();
    await userEvent.click(await screen.findByTestId('org-toggle-2'));
    expect(await screen.findByTestId('org-node-3')).toHaveTextContent('软件工程');
    await userEvent.click(screen.getByTestId('org-toggle-2'));
    expect(screen.queryByTestId('org-node-3')).not.toBeInTheDocument();
  });

  it('imports each unit type through the wizard (ORG_1 … ORG_6); an organisation import reloads the screen', async () => {
    const { store, callsTo } = openScreen();
    await screen.findByTestId('org-row-1');
    await userEvent.click(screen.getByTestId('org-import'));
    expect(screen.getByTestId('org-import-4')).toHaveTextContent('导入班级');
    await userEvent.click(screen.getByTestId('org-import-4'));
    expect(actionTypes(store)).toContainEqual(expect.objectContaining({ type: 'importWizard/opened', payload: { target: 'ORG_4' } }));
    const trees = callsTo(ORG_PATHS.unitTree).length;
    act(() => {
      store.dispatch(
        importFinished({ target: 'ORG_4', key: 'k', counts: { totalNum: 1, newInsertNum: 1, updateNum: 0, jumpNum: 0, failNum: 0, successNum: 1 } }),
      );
    });
    await waitFor(() => expect(callsTo(ORG_PATHS.unitTree)).toHaveLength(trees + 1));
  });
});
