// The progress dialog of a real import (document 000 §4): the close button (and with it Escape
// and the corner close) stays disabled until the job has finished or failed; finished shows 100 %, import success and import
// complete; failed shows import failed and operation failed. Counts, elapsed and remaining
// time, the error report link and the error information dialog go with it.
import { Button, Icon, Message as UiMessage, Progress } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
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
      <DraggableDialog
        open={open}
        closable={view.closeEnabled}
        width={DIALOG_WIDTH.FORM}
        onClose={onClose}
        data-testid="import-progress-dialog"
        title={<span data-testid="import-progress-title">{t(view.titleKey)}</span>}
        actions={actions}
      >
        <Progress
          percent={view.percent}
          progress
          precision={2}
          indicating={!view.finished && !view.failed}
          success={view.finished}
          error={view.failed}
          data-testid="import-progress"
        />
        {view.messageKey ? (
          <UiMessage positive={view.finished} negative={view.failed} data-testid="import-progress-message" content={t(view.messageKey)} />
        ) : null}
        {view.written > 0 ? (
          <UiMessage info size="small" data-testid="import-kept-after-failure" content={t('import.keptAfterFailure', { written: view.written })} />
        ) : null}
        {p ? (
          <>
            <CountsTable t={t} counts={p} />
            <div className="import-times" data-testid="import-times">
              {p.useTimeStr ? <span>{t('import.elapsed', { time: p.useTimeStr })}</span> : null}
              {p.tryMathRemainTime && !view.finished && !view.failed ? <span> · {t('import.remaining', { time: p.tryMathRemainTime })}</span> : null}
            </div>
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
      </DraggableDialog>
      <ErrorDialog
        t={t}
        open={open && view.errorDialogOpen && !!view.errorMessage}
        message={view.errorMessage ? say(t, view.errorMessage) : ''}
        onClose={onHideErrors}
      />
    </>
  );
}
