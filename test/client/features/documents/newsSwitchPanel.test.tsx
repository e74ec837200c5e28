// The news section's switch on /AppServiceSetting (issue 31): the appService definition names its
// documented call newsSectionConfig/enable, the panel shows the section's state from the saved
// form and asks the call with { enable } at once; no switch while the form has unsaved edits.
import { fireEvent, render, screen } from '@testing-library/react';
import NewsSwitchPanel, { NEWS_ENABLE } from '../../../../src/client/features/documents/panels/NewsSwitchPanel';
import { initialEntry } from '../../../../src/client/features/documents/documentState';
import { tFor } from '../../../../src/client/i18n';
import { documentByKey } from '../../../../src/shared/documents';
import { NEWS_PATHS } from '../../../../src/shared/news/api';

const t = tFor('en');
const entryWith = (newsEnabled: boolean, dirty = false) => ({ ...initialEntry('appService', null), status: 'ready' as const, dirty, values: { newsEnabled } });

describe('the news section switch', () => {
  it('is the definition’s documented call newsSectionConfig/enable', () => {
    const def = documentByKey('appService')!;
    expect(def.panel).toBe('newsSwitch');
    expect(def.calls?.[NEWS_ENABLE]).toEqual({ method: 'POST', path: NEWS_PATHS.enable, kind: 'write' });
  });

  it('shows the saved state and switches it at once', () => {
    const write = jest.fn();
    render(<NewsSwitchPanel t={t} entry={entryWith(false)} readOf={() => undefined} read={jest.fn()} write={write} canWrite />);
    expect(screen.getByText('The news section is off')).toBeTruthy();
    fireEvent.click(screen.getByTestId('doc-panel-news-switch').querySelector('input')!);
    expect(write).toHaveBeenCalledWith(NEWS_ENABLE, { enable: true });
  });

  it('cannot switch over unsaved edits', () => {
    const write = jest.fn();
    render(<NewsSwitchPanel t={t} entry={entryWith(true, true)} readOf={() => undefined} read={jest.fn()} write={write} canWrite={false} />);
    expect(screen.getByText('The news section is on')).toBeTruthy();
    fireEvent.click(screen.getByTestId('doc-panel-news-switch').querySelector('input')!);
    expect(write).not.toHaveBeenCalled();
  });
});
