// The job centre's panel: the user's jobs, newest first. A view.
import { Button, Header, Loader, Message as Notice, Segment } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { type Message, say } from '../../../lib/problem';
import type { JobRowView } from '../selectors';
import JobRow, { JobRowActions } from './JobRow';

export interface JobCentrePanelProps extends JobRowActions {
  t: T;
  loading: boolean;
  problem: Message | null;
  rows: JobRowView[];
  formatTime: (iso: string) => string;
  onReload: () => void;
  onClose: () => void;
}

export default function JobCentrePanel({ t, loading, problem, rows, formatTime, onReload, onClose, ...actions }: JobCentrePanelProps) {
  return (
    <Segment className="job-centre-panel" role="region" aria-label={t('jobCentre.title')}>
      <div className="job-centre-panel-head">
        <Header as="h3" size="small">
          {t('jobCentre.title')}
        </Header>
        <Button size="mini" basic icon="refresh" aria-label={t('jobCentre.reload')} title={t('jobCentre.reload')} onClick={onReload} loading={loading} />
        <Button size="mini" basic icon="close" aria-label={t('jobCentre.close')} title={t('jobCentre.close')} onClick={onClose} />
      </div>
      {problem && <Notice negative size="mini" content={say(t, problem)} />}
      {rows.length === 0 && loading && <Loader active inline="centered" size="small" />}
      {rows.length === 0 && !loading && !problem && <p className="job-centre-empty">{t('jobCentre.empty')}</p>}
      <ul className="job-centre-list">
        {rows.map((row) => (
          <JobRow key={row.key} t={t} row={row} formatTime={formatTime} {...actions} />
        ))}
      </ul>
    </Segment>
  );
}
