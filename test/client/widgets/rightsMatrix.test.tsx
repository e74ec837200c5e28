// Issue 36: a role's grants are chosen in a matrix of areas and screens, not a list of some two
// hundred options. An area's level gives its screens; a screen offers only more than its area;
// the dangers are apart; 全部权限 stands for everything and locks the rest.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RightsMatrix } from '../../../src/client/widgets/rightsMatrix/RightsMatrix';
import { withAreaLevel, withScreenLevel, screenLevel } from '../../../src/client/widgets/rightsMatrix/grantEdits';
import { AREAS } from '../../../src/shared/routes';
import { expandGrants } from '../../../src/shared/rights/catalogue';
import { renderWithStore } from './renderWithStore';

const alumni = AREAS.find((a) => a.key === 'alumni')!;

describe('the grant edits', () => {
  it('lets an area give its screens, dropping screen grants it covers and keeping those above it', () => {
    let g = withScreenLevel([], '/dynamicManage', 'write');
    g = withScreenLevel(g, '/sensitiveWordManage', 'read');
    g = withAreaLevel(g, alumni, 'read');
    expect(g.sort()).toEqual(['/dynamicManage:write', 'area:alumni:read']);
    expect(screenLevel(g, alumni, '/sensitiveWordManage')).toBe('read');
    expect(screenLevel(g, alumni, '/dynamicManage')).toBe('write');
    g = withAreaLevel(g, alumni, 'write');
    expect(g).toEqual(['area:alumni:write']);
    expect(withAreaLevel(g, alumni, 'none')).toEqual([]);
  });

  it('gives the rights the server expands from the same grants', () => {
    const g = withScreenLevel(withAreaLevel([], alumni, 'read'), '/dynamicManage', 'write');
    const rights = expandGrants(g);
    expect(rights.has('/dynamicManage:write')).toBe(true);
    expect(rights.has('/sensitiveWordManage:read')).toBe(true);
    expect(rights.has('/sensitiveWordManage:write')).toBe(false);
  });
});

function Harness({ initial, onValue }: { initial: string[]; onValue: (g: string[]) => void }) {
  const [grants, setGrants] = useState(initial);
  return (
    <RightsMatrix
      grants={grants}
      label="权限"
      testId="m"
      onChange={(g) => {
        setGrants(g);
        onValue(g);
      }}
    />
  );
}

describe('the rights matrix', () => {
  it('sets an area, opens it, and offers its screens only more than the area gives', async () => {
    const user = userEvent.setup();
    let value: string[] = [];
    renderWithStore(<Harness initial={[]} onValue={(g) => (value = g)} />);
    await user.click(screen.getByTestId('m-area-alumni-read'));
    expect(value).toEqual(['area:alumni:read']);
    expect(screen.getByTestId('m-area-alumni-read').closest('tr')).toHaveTextContent(`${alumni.routes.length}/${alumni.routes.length} 个页面可查看`);
    await user.click(screen.getByRole('button', { name: '展开校友圈的页面' }));
    const none = screen.getByTestId('m-screen-/dynamicManage-none');
    expect(none).toBeDisabled();
    expect(screen.getByTestId('m-screen-/dynamicManage-read')).toBeChecked();
    await user.click(screen.getByTestId('m-screen-/dynamicManage-write'));
    expect(value.sort()).toEqual(['/dynamicManage:write', 'area:alumni:read']);
  });

  it('grants a danger apart, and 全部权限 stands for everything, locking the rest', async () => {
    const user = userEvent.setup();
    let value: string[] = [];
    renderWithStore(<Harness initial={['area:people:write']} onValue={(g) => (value = g)} />);
    await user.click(within(screen.getByTestId('m-danger-undoImport')).getByRole('checkbox'));
    expect(value).toEqual(['area:people:write', 'danger:undoImport']);
    await user.click(within(screen.getByTestId('m-all')).getByRole('checkbox'));
    expect(value).toEqual(['*']);
    expect(screen.getByTestId('m-area-people-write')).toBeChecked();
    expect(screen.getByTestId('m-area-people-none')).toBeDisabled();
    expect(within(screen.getByTestId('m-danger-deleteAllPhotos')).getByRole('checkbox')).toBeChecked();
  });
});
