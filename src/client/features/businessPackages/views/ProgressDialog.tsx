// The processing dialog (document 001 §4 steps 3–6): the percent (finishRate × 100, to 2
// decimals), then 'import succeeded' with what was recorded, or 'import failed' with the server's
// message; its close is disabled until processing has ended. Dumb: props in, the close out.
import { Button, Message as UiMessage, Progress } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { selectProgressView } from '../selectors';
import { say } from './say';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ProgressDialogProps {
  t: T;
  view: ProgressView;
  onClose: () => void;
}

export default function ProgressDialog({ t, view, onClose }: ProgressDialogProps) {
  const done = view.progress && view.finished ? view.progress : null;
  return (
    <DraggableDialog
      open
      closable={view.closeEnabled}
      width={DIALOG_WIDTH.FORM}
      onClose={onClose}
      data-testid="package-progress"
      title={<span data-testid="package-progress-title">{t(view.titleKey)}</span>}
      actions={
        <Button
          type="button"
          primary
          disabled={!view.closeEnabled}
          onClick={onClose}
          data-testid="package-progress-close"
          content={t('businessPackagesUi.close')}
        />
      }
    >
      <p>{view.fileName}</p>
      <Progress percent={view.percent} indicating={!view.finished && !view.failed} success={view.finished} error={view.failed}>
        <span data-testid="package-progress-percent">{`${view.percent}%`}</span>
      </Progress>
      {done ? (
        <UiMessage positive visible data-testid="package-progress-message">
          <p>{t('businessPackagesUi.complete')}</p>
          <p>{t(done.upgrade ? 'businessPackagesUi.upgradeAdded' : 'businessPackagesUi.created', { code: done.code ?? '', version: done.version ?? '' })}</p>
        </UiMessage>
      ) : null}
      {view.failed ? (
        <UiMessage negative visible data-testid="package-progress-message">
          <p>{t('businessPackagesUi.operationFailed')}</p>
          {view.problem ? <p data-testid="package-progress-error">{say(t, view.problem)}</p> : null}
        </UiMessage>
      ) : null}
    </DraggableDialog>
  );
}
