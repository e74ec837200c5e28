// A settings document's job panel, under its form: the start button, the progress bar while it
// runs, the counts once it finished, the reason once it failed. Dumb: props in, a click out.
import { Button, Message as Notice, Progress, Segment } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { say } from '../../../lib/problem';
import type { JobEntry } from '../documentJobSlice';

export interface JobPanelProps {
  t: T;
  /** i18n key of the button */
  label: string;
  entry: JobEntry;
  onStart: () => void;
}

export function JobPanel({ t, label, entry, onStart }: JobPanelProps) {
  const busy = entry.status === 'starting' || entry.status === 'running';
  const p = entry.progress;
  const waiting = entry.status === 'running' && p?.state === 'queued';
  return (
    <Segment className="document-job" data-testid="doc-job">
      <h4>{t('documentJob.title')}</h4>
      <Button primary size="small" loading={entry.status === 'starting'} disabled={busy} onClick={onStart} content={t(label)} data-testid="doc-job-start" />
      {entry.status === 'starting' && <span className="document-job-note">{t('documentJob.starting')}</span>}
      {busy && p && (
        <Progress
          data-testid="doc-job-progress"
          percent={p.total > 0 ? Math.floor((p.done / p.total) * 100) : 0}
          active
          size="small"
          label={waiting ? t('documentJob.queued') : t('documentJob.running', { done: p.done, total: p.total })}
        />
      )}
      {entry.status === 'finished' && p && (
        <Notice positive size="small" data-testid="doc-job-result">
          <Notice.Header content={t('documentJob.finished')} />
          <p>
            {Object.entries(p.counts ?? {})
              .map(([key, n]) => `${t(key)} ${n}`)
              .join(' · ')}
          </p>
        </Notice>
      )}
      {entry.status === 'failed' && entry.message && (
        <Notice negative size="small" data-testid="doc-job-failed">
          <Notice.Header content={t('documentJob.failed')} />
          <p>{say(t, entry.message)}</p>
        </Notice>
      )}
    </Segment>
  );
}
