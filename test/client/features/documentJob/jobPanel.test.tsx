// The job panel's view: the button with the definition's label, the progress while it runs, the
// counts once finished and the reason once failed, in the chosen language.
import { fireEvent, render, screen } from '@testing-library/react';
import { IDLE_JOB, JobEntry } from '../../../../src/client/features/documentJob/documentJobSlice';
import { JobPanel } from '../../../../src/client/features/documentJob/views/JobPanel';
import { addCatalogue, translate } from '../../../../src/shared/i18n/registry';
import documentJob from '../../../../src/shared/i18n/documentJob';
import appServiceLabels from '../../../../src/shared/documents/appService/labels';

addCatalogue(documentJob);
addCatalogue(appServiceLabels);
const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const progress = { key: 'news_1', done: 5, total: 13, counts: null, errorMsg: null };

describe('the document job panel', () => {
  it('starts on a click and shows the progress while it runs', () => {
    const onStart = jest.fn();
    const { rerender } = render(<JobPanel t={zh} label="appService.syncNow" entry={IDLE_JOB} onStart={onStart} />);
    fireEvent.click(screen.getByRole('button', { name: '立即同步' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    const running: JobEntry = { status: 'running', progress: { ...progress, state: 'running' }, message: null };
    rerender(<JobPanel t={zh} label="appService.syncNow" entry={running} onStart={onStart} />);
    expect(screen.getByTestId('doc-job-progress').textContent).toContain('正在同步：5 / 13');
    expect(screen.getByRole('button', { name: '立即同步' })).toBeDisabled();
  });

  it('shows the counts once finished, and the reason once failed, in English too', () => {
    const counts = { 'appService.sync.added': 13, 'appService.sync.updated': 1, 'appService.sync.removed': 2 };
    const finished: JobEntry = { status: 'finished', progress: { ...progress, state: 'finished', done: 13, counts }, message: null };
    const { rerender } = render(<JobPanel t={en} label="appService.syncNow" entry={finished} onStart={() => undefined} />);
    expect(screen.getByTestId('doc-job-result').textContent).toContain('Added 13 · Updated 1 · Removed 2');
    const failed: JobEntry = { status: 'failed', progress: null, message: { key: 'appService.sync.failed' } };
    rerender(<JobPanel t={en} label="appService.syncNow" entry={failed} onStart={() => undefined} />);
    expect(screen.getByTestId('doc-job-failed').textContent).toContain('Synchronisation failed: the app news was left as it was');
  });
});
