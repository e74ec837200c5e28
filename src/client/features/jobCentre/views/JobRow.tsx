// One job of the panel: what it is, its state, a progress bar while it runs, its counts and its
// results. A view: every button says what was asked through a callback.
import { Button, Label, Progress } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { JobRowView } from '../selectors';
import { WriteButton } from '../../session/components';
import { screenOfTarget } from '../../../../shared/domain/people';

export interface JobRowActions {
  onCancel: (row: JobRowView) => void;
  onUndo: (row: JobRowView) => void;
  onErrorReport: (row: JobRowView) => void;
  onFile: (row: JobRowView) => void;
}

const STATE_COLOURS = { queued: 'grey', running: 'blue', finished: 'green', failed: 'red', cancelled: 'orange' } as const;

export default function JobRow({ t, row, formatTime, ...actions }: { t: T; row: JobRowView; formatTime: (iso: string) => string } & JobRowActions) {
  const { job } = row;
  const title = [job.subject, job.fileName].filter(Boolean).join(' · ');
  return (
    <li className="job-centre-row" data-job-kind={job.kind} data-job-state={job.state} aria-label={`${t(`jobCentre.kind.${job.kind}`)} ${title}`}>
      <div className="job-centre-row-head">
        <strong>{t(`jobCentre.kind.${job.kind}`)}</strong>
        {job.dryRun && <Label size="mini">{t('jobCentre.dryRun')}</Label>}
        <Label size="mini" color={STATE_COLOURS[job.state]} className="job-centre-state">
          {t(`jobCentre.state.${job.state}`)}
        </Label>
      </div>
      <div className="job-centre-title">{title}</div>
      <div className="job-centre-time">{t('jobCentre.startedAt', { time: formatTime(job.createdAt) })}</div>
      {row.running && (
        <Progress percent={row.percent} size="tiny" indicating progress aria-label={t('jobCentre.progress', { done: job.done, total: job.total })}>
          {t('jobCentre.progress', { done: job.done, total: job.total })}
        </Progress>
      )}
      {job.counts && !row.running && <div className="job-centre-counts">{t('jobCentre.counts', { ...job.counts })}</div>}
      {job.errorMsg && <div className="job-centre-error">{job.errorMsg}</div>}
      <div className="job-centre-actions">
        {row.canCancel && <Button size="mini" basic content={t('jobCentre.cancel')} disabled={row.busy} onClick={() => actions.onCancel(row)} />}
        {row.hasErrorReport && (
          <Button size="mini" basic icon="download" content={t('jobCentre.errorReport')} disabled={row.busy} onClick={() => actions.onErrorReport(row)} />
        )}
        {row.hasFile && <Button size="mini" basic icon="download" content={t('jobCentre.download')} disabled={row.busy} onClick={() => actions.onFile(row)} />}
        {row.canUndo && (
          <WriteButton
            screen={screenOfTarget(job.target ?? '') ?? ''}
            danger="undoImport"
            size="mini"
            basic
            icon="undo"
            content={t('jobCentre.undo')}
            disabled={row.busy}
            onClick={() => actions.onUndo(row)}
          />
        )}
      </div>
    </li>
  );
}
