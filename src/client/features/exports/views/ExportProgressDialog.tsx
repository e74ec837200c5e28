// The export progress dialog (document 001 §2, §4, §8): the percent (finishRate × 100, 2
// decimals) and counts while the job runs; when it finishes the file is downloaded and a link
// stays for a second try; a failed poll turns the title to 'export failed'; a failed job's
// message is a red line that opens the error information alert. Closing while the job runs
// cancels it; "keep running in the job centre" closes it without, and the job centre follows
// the job and announces its end. Dumb: the view comes from selectProgressView; the dialog is
// widgets/progressDialog's.
import { Button, Icon, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { DownloadButton, ProgressDialog } from '../../../widgets/progressDialog';
import type { selectProgressView } from '../selectors';
import { ErrorInfoDialog } from './ErrorInfoDialog';
import { say } from './text';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ExportProgressHandlers {
  onDownload: () => void;
  onShowError: () => void;
  onHideError: () => void;
  onClose: () => void;
  /** closes the dialog without stopping the job: the job centre follows it */
  onKeepRunning: () => void;
}

export interface ExportProgressDialogProps {
  t: T;
  view: ProgressView;
  on: ExportProgressHandlers;
  /** the start of every test id ('export' gives export-progress-dialog, export-download, …);
   *  the photo export passes 'photo-export' */
  testIdPrefix?: string;
}

const DOWNLOAD_NOTE: Record<ProgressView['download'], string | null> = {
  idle: null,
  downloading: 'exportUi.downloading',
  saved: 'exportUi.downloaded',
  failed: 'exportUi.downloadFailed',
};

export function ExportProgressDialog({
  t,
  view,
  on: { onDownload, onShowError, onHideError, onClose, onKeepRunning },
  testIdPrefix = 'export',
}: ExportProgressDialogProps) {
  const id = (name: string) => `${testIdPrefix}-${name}`;
  const note = DOWNLOAD_NOTE[view.download];
  const errorText = view.errorLine ? say(t, view.errorLine) : '';
  return (
    <>
      <ProgressDialog
        title={t(view.titleKey)}
        titleTestId={id('progress-title')}
        onClose={onClose}
        className="export-progress-dialog"
        testId={id('progress-dialog')}
        actions={
          <>
            {view.running ? (
              <Button
                type="button"
                loading={view.keeping}
                disabled={view.keeping}
                onClick={onKeepRunning}
                data-testid={id('keep-running')}
                content={t('exportUi.keepRunning')}
              />
            ) : null}
            <Button type="button" primary={!view.running} onClick={onClose} data-testid={id('close')} content={t('common.close')} />
          </>
        }
        percent={view.percent}
        indicating={view.running}
        success={view.finished}
        error={view.failed}
        barTestId={id('progress')}
      >
        <div className="export-progress-line">
          <span data-testid={id('progress-percent')}>{view.percent.toFixed(2)}%</span>
          <span data-testid={id('progress-counts')}>{t('exportUi.progressCounts', { done: view.finishNum, total: view.totalNum })}</span>
        </div>
        {view.running ? <div className="export-hint">{t('exportUi.closeCancels')}</div> : null}
        {view.keepError ? <UiMessage negative size="small" data-testid={id('keep-error')} content={say(t, view.keepError)} /> : null}
        {view.messageKey ? <UiMessage negative size="small" data-testid={id('progress-message')} content={t(view.messageKey)} /> : null}
        {view.errorLine ? (
          <button type="button" className="export-error-line" onClick={onShowError} data-testid={id('error-line')}>
            <Icon name="warning circle" />
            {errorText}
          </button>
        ) : null}
        {note ? (
          <div className={view.download === 'failed' ? 'export-note export-note-failed' : 'export-note'} data-testid={id('download-note')}>
            {t(note)}
          </div>
        ) : null}
        {view.url ? (
          <DownloadButton testId={id('download')} label={t('export.download')} disabled={view.download === 'downloading'} onClick={onDownload} />
        ) : null}
      </ProgressDialog>
      <ErrorInfoDialog t={t} open={view.errorOpen} message={errorText} onClose={onHideError} testIdPrefix={testIdPrefix} />
    </>
  );
}
