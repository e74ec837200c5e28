// The backups panel (issue 37; dumb): the archives (name, size, time in the school's time zone, a
// download each), 立即备份 and the running backup's progress, what the last one ended with.
import { Button, Header, Message, Progress, Segment, Table } from 'semantic-ui-react';
import { formatBytes } from '../../../../shared/byteSize';
import { DATE_TIME } from '../../../../shared/dateTime';
import type { T } from '../../../i18n';
import { problemText } from '../../../lib/problem';
import { showTime } from '../../../lib/timeZone';
import type { BackupsState } from '../backupsSlice';

export interface BackupsPanelProps {
  t: T;
  state: BackupsState;
  onStart: () => void;
  onRefresh: () => void;
  onDownload: (name: string) => void;
}

export default function BackupsPanel({ t, state, onStart, onRefresh, onDownload }: BackupsPanelProps) {
  const { status, rows, problem, jobStatus, job, jobProblem, downloading, downloadProblem } = state;
  const busy = jobStatus === 'starting' || jobStatus === 'running';
  return (
    <Segment data-testid="project-backups" data-status={status} data-job={jobStatus}>
      <div className="project-details-bar">
        <Header as="h4">{t('backups.title')}</Header>
        <div>
          <Button size="small" icon="refresh" content={t('backups.refresh')} loading={status === 'loading'} onClick={onRefresh} data-testid="backups-refresh" />
          <Button size="small" primary icon="save" content={t('backups.start')} loading={busy} disabled={busy} onClick={onStart} data-testid="backups-start" />
        </div>
      </div>
      <p>{t('backups.note')}</p>
      {busy && (
        <Progress percent={job?.percent ?? 0} progress indicating size="small" data-testid="backups-progress">
          {t('backups.running', { stage: t(`backups.stage.${job?.stage ?? 'database'}`), percent: job?.percent ?? 0 })}
        </Progress>
      )}
      {jobStatus === 'done' && job?.name && (
        <Message positive size="small" data-testid="backups-made">
          {t('backups.made', { name: job.name })}
        </Message>
      )}
      {jobStatus === 'failed' && jobProblem && (
        <Message negative size="small" data-testid="backups-job-problem">
          {t('backups.failed', { reason: problemText(t, jobProblem) })}
        </Message>
      )}
      {status === 'failed' && problem && (
        <Message negative size="small" data-testid="backups-problem">
          {problemText(t, problem)}
        </Message>
      )}
      {downloadProblem && (
        <Message negative size="small" data-testid="backups-download-problem">
          {problemText(t, downloadProblem)}
        </Message>
      )}
      <Table compact celled unstackable size="small">
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t('backups.name')}</Table.HeaderCell>
            <Table.HeaderCell>{t('backups.size')}</Table.HeaderCell>
            <Table.HeaderCell>{t('backups.createdAt')}</Table.HeaderCell>
            <Table.HeaderCell>{t('common.actions')}</Table.HeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4}>{t('backups.none')}</Table.Cell>
            </Table.Row>
          )}
          {rows.map((b) => (
            <Table.Row key={b.name} data-testid={`backup-${b.name}`}>
              <Table.Cell>{b.name}</Table.Cell>
              <Table.Cell>{formatBytes(b.size)}</Table.Cell>
              <Table.Cell>{showTime(b.createdAt, DATE_TIME)}</Table.Cell>
              <Table.Cell>
                <Button
                  size="mini"
                  basic
                  icon="download"
                  content={t('backups.download')}
                  loading={downloading === b.name}
                  disabled={downloading !== null}
                  onClick={() => onDownload(b.name)}
                  data-testid={`backup-download-${b.name}`}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Segment>
  );
}
