// The import progress dialog (document 001 §2, §4 steps 3–6; widgets/progressDialog): the percent (finishRate × 100, to
// 2 decimals), the counts, elapsed and remaining time, the rows of the zip's spreadsheet when it
// had one, the error-download link, and a close button disabled until the import has finished
// (title 'import succeeded', message 'import complete') or failed ('import failed', 'operation
// failed'). Dumb: props in, callbacks out.
import { Button } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';
import { ErrorReportButton, JobFigures, JobOutcomeMessage, ProgressDialog } from '../../../widgets/progressDialog';
import type { selectProgressView } from '../selectors';
import { ProgressCounts } from './ProgressCounts';
import { say } from './text';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ImportProgressDialogProps {
  t: T;
  view: ProgressView;
  onClose: () => void;
  onErrorReport: (errorKey: string) => void;
  onSheetErrorReport: (errorKey: string) => void;
}

export function ImportProgressDialog({ t, view, onClose, onErrorReport, onSheetErrorReport }: ImportProgressDialogProps) {
  const ended = view.finished || view.failed;
  const { rows } = view;
  return (
    <ProgressDialog
      closable={view.closeEnabled}
      onClose={onClose}
      testId="photo-import-progress"
      titleTestId="photo-import-progress-title"
      title={t(view.titleKey)}
      actions={<Button type="button" primary disabled={!view.closeEnabled} onClick={onClose} data-testid="photo-import-close" content={t('common.close')} />}
      percent={view.percent}
      indicating={!ended}
      success={view.finished}
      error={view.failed}
      percentTestId="photo-import-percent"
    >
      <JobOutcomeMessage t={t} testId="photo-import-message" messageKey={view.messageKey} finished={view.finished} failed={view.failed} visible />
      {view.errorMessage ? (
        <p className="photo-import-error-line" data-testid="photo-import-error-message">
          {say(t, view.errorMessage)}
        </p>
      ) : null}
      <JobFigures t={t} progress={view.progress} ended={ended} timesTestId="photo-import-times" counts={(counts) => <ProgressCounts t={t} counts={counts} />} />
      {rows ? (
        <div className="photo-import-rows" data-testid="photo-import-rows">
          <strong>{t('photoImportUi.rows')}</strong>{' '}
          {t('photoImportUi.rowsCounts', {
            total: rows.totalNum,
            inserted: rows.newInsertNum,
            updated: rows.updateNum,
            skipped: rows.jumpNum,
            failed: rows.failNum,
          })}
          {rows.errorKey ? (
            <AntiDoubleClickButton
              type="button"
              basic
              size="mini"
              onClick={() => rows.errorKey && onSheetErrorReport(rows.errorKey)}
              data-testid="photo-import-rows-error-download"
              content={t('photoImportUi.rowsErrors')}
            />
          ) : null}
        </div>
      ) : null}
      <ErrorReportButton t={t} testId="photo-import-error-download" errorKey={view.errorKey} onReport={onErrorReport} />
    </ProgressDialog>
  );
}
