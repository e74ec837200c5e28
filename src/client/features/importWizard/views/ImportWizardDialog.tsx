// The wizard's window (940 px, document 000 §9): the import tab with its three steps, and the
// history tab. Dumb: the step's content and buttons come in ready-made from the container.
import type { ReactNode } from 'react';
import { Menu, Step } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { WizardTab } from '../state';

const STEPS = ['import.step.upload', 'import.step.mapping', 'import.step.settings'];

export interface ImportWizardDialogProps {
  t: T;
  open: boolean;
  title: string;
  tab: WizardTab;
  step: 1 | 2 | 3;
  /** false while the real import starts (the progress dialog takes over once it runs) */
  closable: boolean;
  /** the current step's view */
  children: ReactNode;
  footer: ReactNode;
  history: ReactNode;
  onTab: (tab: WizardTab) => void;
  onClose: () => void;
}

export function ImportWizardDialog({ t, open, title, tab, step, closable, children, footer, history, onTab, onClose }: ImportWizardDialogProps) {
  return (
    <DraggableDialog
      open={open}
      title={title}
      width={DIALOG_WIDTH.TABLE_WIDE}
      closable={closable}
      onClose={onClose}
      className="import-wizard"
      data-testid="import-wizard"
      actions={tab === 'import' ? footer : undefined}
    >
      <Menu pointing secondary>
        <Menu.Item active={tab === 'import'} onClick={() => onTab('import')} data-testid="import-import-tab" content={t('importWizard.tab.import')} />
        <Menu.Item active={tab === 'history'} onClick={() => onTab('history')} data-testid="import-history-tab" content={t('importWizard.tab.history')} />
      </Menu>
      {tab === 'import' ? (
        <>
          <Step.Group ordered size="mini" widths={3}>
            {STEPS.map((key, i) => (
              <Step key={key} active={step === i + 1} completed={step > i + 1} title={t(key)} />
            ))}
          </Step.Group>
          {children}
        </>
      ) : (
        history
      )}
    </DraggableDialog>
  );
}
