// The news section switched on or off at once (/AppServiceSetting) through its documented call
// newsSectionConfig/enable { enable } (document 000 §7): a version of its own on the newest one,
// published unless a draft is pending, so the apps' news page follows without a trip through
// the form's draft and publish.
import { Checkbox } from 'semantic-ui-react';
import { PanelFrame, WriteNote } from './PanelParts';
import type { PanelProps } from './panelTypes';

export const NEWS_ENABLE = 'newsEnable';

export default function NewsSwitchPanel({ t, entry, write, canWrite }: PanelProps) {
  const enabled = entry.values.newsEnabled === true;
  return (
    <PanelFrame title={t('documentPanels.news.title')} testId="doc-panel-news">
      <WriteNote t={t} entry={entry} />
      <Checkbox
        toggle
        checked={enabled}
        disabled={!canWrite}
        label={t(enabled ? 'documentPanels.news.on' : 'documentPanels.news.off')}
        aria-label={t('documentPanels.news.title')}
        data-testid="doc-panel-news-switch"
        onChange={(_, { checked }) => write(NEWS_ENABLE, { enable: checked === true })}
      />
    </PanelFrame>
  );
}
