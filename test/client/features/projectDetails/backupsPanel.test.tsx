// The backups panel (issue 37): each archive with its size, its time in the school's time zone and
// a download, 立即备份 with the running backup's progress, in both languages; and its container
// shows it only to a session holding every right.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../../../src/client/app/store';
import BackupsSection from '../../../../src/client/features/projectDetails/BackupsSection';
import { BackupsState, initialBackupsState } from '../../../../src/client/features/projectDetails/backupsSlice';
import BackupsPanel from '../../../../src/client/features/projectDetails/views/BackupsPanel';
import { initialSessionState } from '../../../../src/client/features/session/sessionSlice';
import { tFor } from '../../../../src/client/i18n';
import { setConsoleTimeZone } from '../../../../src/client/lib/timeZone';
import projectDetailsCatalogue from '../../../../src/shared/i18n/projectDetails';
import { addCatalogue } from '../../../../src/shared/i18n/registry';
import { ALL_RIGHTS, areaGrant, expandGrants, menuOf } from '../../../../src/shared/rights/catalogue';

addCatalogue(projectDetailsCatalogue);
afterEach(() => setConsoleTimeZone(undefined));

const NAME = 'campus-backup-20261130T120000000Z.zip';
const loaded: BackupsState = { ...initialBackupsState, status: 'loaded', rows: [{ name: NAME, size: 3 * 1024 * 1024, createdAt: '2026-11-30T12:00:00.000Z' }] };

const renderPanel = (state: BackupsState, locale: 'zh-CN' | 'en' = 'zh-CN') => {
  const on = { onStart: jest.fn(), onRefresh: jest.fn(), onDownload: jest.fn() };
  render(<BackupsPanel t={tFor(locale)} state={state} {...on} />);
  return on;
};

describe('the backups panel', () => {
  it('lists each archive with its size and its time in the school’s time zone, and downloads it', async () => {
    setConsoleTimeZone('Asia/Shanghai');
    const on = renderPanel(loaded);
    const line = screen.getByTestId(`backup-${NAME}`);
    expect(within(line).getByText('3.0 MB')).toBeTruthy();
    // 12:00 UTC is 20:00 in Shanghai
    expect(within(line).getByText('2026-11-30 20:00:00')).toBeTruthy();
    expect(screen.getByText('数据备份')).toBeTruthy();
    await userEvent.click(within(line).getByTestId(`backup-download-${NAME}`));
    expect(on.onDownload).toHaveBeenCalledWith(NAME);
    await userEvent.click(screen.getByTestId('backups-start'));
    expect(on.onStart).toHaveBeenCalled();
  });

  it('shows a running backup’s stage and percent, the button off meanwhile (English)', () => {
    renderPanel({ ...loaded, jobStatus: 'running', job: { id: 'j', stage: 'files', percent: 40, done: false, name: null, error: null } }, 'en');
    expect(screen.getByTestId('backups-progress').textContent).toContain('Backing up: files (40%)');
    expect((screen.getByTestId('backups-start') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Back up now')).toBeTruthy();
  });

  it('says what the backup made, and a refusal in the caller’s language', () => {
    renderPanel({ ...loaded, jobStatus: 'done', job: { id: 'j', stage: 'done', percent: 100, done: true, name: NAME, error: null } });
    expect(screen.getByTestId('backups-made').textContent).toBe(`备份完成：${NAME}`);
  });

  it('says when there are none, and the refusal on PostgreSQL', () => {
    renderPanel({ ...initialBackupsState, status: 'failed', problem: { status: 1002, msg: 'x', key: 'backups.refusedPostgres' } }, 'en');
    expect(screen.getByText('No backups yet')).toBeTruthy();
    expect(screen.getByTestId('backups-problem').textContent).toMatch(/^Not available on PostgreSQL: use pg_dump/);
  });
});

describe('the backups section', () => {
  const renderFor = (grants: string[]) => {
    const rights = expandGrants(grants);
    // the server never answers: only what the session holds decides here
    const api = { request: jest.fn(() => new Promise<never>(() => undefined)), upload: jest.fn(), download: jest.fn() };
    const store = makeStore({
      api: api as never,
      preloadedState: { session: { ...initialSessionState, status: 'signedIn', tenantId: '000000', permission: [...rights], menu: menuOf(rights) } },
    });
    render(
      <Provider store={store}>
        <BackupsSection />
      </Provider>,
    );
  };

  it('shows the panel to a session holding every right', () => {
    renderFor([ALL_RIGHTS]);
    expect(screen.getByTestId('project-backups')).toBeTruthy();
  });

  it('shows nothing to another administrator, even one writing every area', () => {
    renderFor(['system', 'people', 'data'].map((a) => areaGrant(a, 'write')));
    expect(screen.queryByTestId('project-backups')).toBeNull();
  });
});
