// The wizard's buttons, by step: 1 next; 2 back, next; 3 back, dry run first, confirm import.
import { Button } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';

export interface WizardFooterProps {
  t: T;
  step: 1 | 2 | 3;
  /** a call of the step is under way (upload, mapping load) */
  loading: boolean;
  /** a dry run or the real start is under way */
  running: boolean;
  /** the start call of the real import is under way */
  starting: boolean;
  onBack: () => void;
  onNext: () => void;
  onDryRun: () => void;
  onConfirm: () => void;
}

export function WizardFooter({ t, step, loading, running, starting, onBack, onNext, onDryRun, onConfirm }: WizardFooterProps) {
  return (
    <>
      {step > 1 ? <Button type="button" onClick={onBack} disabled={running} data-testid="import-back" content={t('import.back')} /> : null}
      {step < 3 ? (
        <AntiDoubleClickButton
          type="button"
          primary
          loading={loading}
          disabled={loading}
          onClick={onNext}
          data-testid="import-next"
          content={t('import.next')}
        />
      ) : (
        <>
          <AntiDoubleClickButton
            type="button"
            basic
            color="blue"
            disabled={running}
            onClick={onDryRun}
            data-testid="import-dry-run"
            content={t('importWizard.dryRun')}
          />
          <AntiDoubleClickButton
            type="button"
            primary
            loading={starting}
            disabled={running}
            onClick={onConfirm}
            data-testid="import-confirm"
            content={t('import.confirmImport')}
          />
        </>
      )}
    </>
  );
}
