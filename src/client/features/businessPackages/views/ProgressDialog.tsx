// The processing dialog (document 001 §4 steps 3–6): the percent (finishRate × 100, to 2
// decimals; widgets/progressDialog), then 'import succeeded' with what was recorded, or 'import failed' with the server's
// message; its close is disabled until processing has ended. Dumb: props in, the close out.
import { Button, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { ProgressDialog } from '../../../widgets/progressDialog';
import type { selectProgressView } from '../selectors';
import { say } from './say';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ProgressDialogProps {
  t: T;
  view: ProgressView;
  onClose: () => void;
}

export default function PackageProgressDialog({ t, view, onClose }: ProgressDialogProps) {
  const done = view.progress && view.finished ? view.progress : null;
  return (
    <ProgressDialog
      closable={view.closeEnabled}
      onClose={onClose}
      testId="package-progress"
      titleTestId="package-progress-title"
      title={t(view.titleKey)}
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
      percent={view.percent}
      indicating={!view.finished && !view.failed}
      success={view.finished}
      error={view.failed}
      percentTestId="package-progress-percent"
    >
      <p>{view.fileName}</p>
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
    </ProgressDialog>
  );
}
