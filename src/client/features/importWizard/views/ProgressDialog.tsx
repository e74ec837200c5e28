// The progress dialog of a real import (document 000 §4): the close button (and with it Escape
// and the corner close) stays disabled until the job has finished or failed; finished shows 100 %, import success and import
// complete; failed shows import failed and operation failed. Counts, elapsed and remaining
// time and the error report link (shown once a row fails, disabled until the report's key comes)
// are widgets/progressDialog's; the error information dialog goes with it.
import { Button, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { ErrorReportButton, JobFigures, JobOutcomeMessage, ProgressDialog as JobProgressDialog } from '../../../widgets/progressDialog';
import type { selectProgressView } from '../selectors';
import { CountsTable } from './CountsTable';
import { ErrorDialog } from './ErrorDialog';
import { say } from './text';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ProgressDialogProps {
  t: T;
  open: boolean;
  view: ProgressView;
  onClose: () => void;
  onErrorReport: (errorKey: string) => void;
  onShowErrors: () => void;
  onHideErrors: () => void;
}

export function ProgressDialog({ t, open, view, onClose, onErrorReport, onShowErrors, onHideErrors }: ProgressDialogProps) {
  const p = view.progress;
  const actions = (
    <>
      {view.errorMessage ? (
        <Button type="button" basic color="red" onClick={onShowErrors} data-testid="import-show-errors" content={t('importWizard.showErrors')} />
      ) : null}
      <Button type="button" primary disabled={!view.closeEnabled} onClick={onClose} data-testid="import-progress-close" content={t('common.close')} />
    </>
  );
  return (
    <>
      <JobProgressDialog
        open={open}
        closable={view.closeEnabled}
        onClose={onClose}
        testId="import-progress-dialog"
        titleTestId="import-progress-title"
        title={t(view.titleKey)}
        actions={actions}
        percent={view.percent}
        indicating={!view.finished && !view.failed}
        success={view.finished}
        error={view.failed}
        barTestId="import-progress"
      >
        <JobOutcomeMessage t={t} testId="import-progress-message" messageKey={view.messageKey} finished={view.finished} failed={view.failed} />
        {view.written > 0 ? (
          <UiMessage info size="small" data-testid="import-kept-after-failure" content={t('import.keptAfterFailure', { written: view.written })} />
        ) : null}
        <JobFigures
          t={t}
          progress={p}
          ended={view.finished || view.failed}
          timesTestId="import-times"
          counts={(counts) => <CountsTable t={t} counts={counts} />}
        />
        <ErrorReportButton t={t} testId="import-error-download" errorKey={view.errorKey} onReport={onErrorReport} shown={view.showErrorReport} />
      </JobProgressDialog>
      <ErrorDialog
        t={t}
        open={open && view.errorDialogOpen && !!view.errorMessage}
        message={view.errorMessage ? say(t, view.errorMessage) : ''}
        onClose={onHideErrors}
      />
    </>
  );
}
