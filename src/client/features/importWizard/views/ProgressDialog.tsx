// The progress dialog of a real import (document 000 §4): the close button (and with it Escape
// and the corner close) stays disabled until the job has finished or failed; finished shows 100 %, import success and import
// complete; failed shows import failed and operation failed. Counts, elapsed and remaining
// time, the error report link and the error information dialog go with it (widgets/progressDialog).
import { Button, Icon, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { ProgressDialog as JobProgressDialog, ProgressTimes } from '../../../widgets/progressDialog';
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
        {view.messageKey ? (
          <UiMessage positive={view.finished} negative={view.failed} data-testid="import-progress-message" content={t(view.messageKey)} />
        ) : null}
        {view.written > 0 ? (
          <UiMessage info size="small" data-testid="import-kept-after-failure" content={t('import.keptAfterFailure', { written: view.written })} />
        ) : null}
        {p ? (
          <>
            <CountsTable t={t} counts={p} />
            <ProgressTimes
              t={t}
              testId="import-times"
              className="import-times"
              elapsed={p.useTimeStr}
              remaining={p.tryMathRemainTime}
              ended={view.finished || view.failed}
            />
          </>
        ) : null}
        {view.showErrorReport ? (
          <Button
            type="button"
            basic
            size="small"
            icon
            labelPosition="left"
            disabled={!view.errorKey}
            data-testid="import-error-download"
            onClick={() => view.errorKey && onErrorReport(view.errorKey)}
          >
            <Icon name="download" />
            {t('import.downloadErrors')}
          </Button>
        ) : null}
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
