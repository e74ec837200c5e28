// The wizard's container, mounted once in the shell (ShellLayout): it selects and dispatches,
// and hands plain props to the dumb views. Any screen opens it with `importWizardOpened`.
import { useAppSelector } from '../../lib/hooks';
import { screenOfTarget } from '../../../shared/domain/people';
import { useWriteRefusal } from '../session/components';
import './importWizard.css';
import { useT } from '../../i18n';
import {
  selectCanClose,
  selectDryRunView,
  selectImportWizard,
  selectMappingRows,
  selectNumericIdentifierColumns,
  selectUnmappedHeaders,
  selectProgressView,
  selectStep,
  selectWizardTarget,
  selectWizardView,
} from './selectors';
import { HISTORY_PAGE_SIZE } from './state';
import { useWizardHandlers } from './useWizardHandlers';
import { HistoryPanel } from './views/HistoryPanel';
import { ImportWizardDialog } from './views/ImportWizardDialog';
import { ProgressDialog } from './views/ProgressDialog';
import { StepMapping } from './views/StepMapping';
import { StepSummary } from './views/StepSummary';
import { StepUpload } from './views/StepUpload';
import { WizardFooter } from './views/WizardFooter';

export default function ImportWizardContainer() {
  const t = useT();
  const wizard = useAppSelector(selectImportWizard);
  const target = useAppSelector(selectWizardTarget);
  // undoing an import needs the target screen's write and the undo danger (issue 36)
  const undoRefused = useWriteRefusal(screenOfTarget(target?.key ?? '') ?? '', 'undoImport');
  const view = useAppSelector(selectWizardView);
  const step = useAppSelector(selectStep);
  const closable = useAppSelector(selectCanClose);
  const mappingRows = useAppSelector(selectMappingRows);
  const unmapped = useAppSelector(selectUnmappedHeaders);
  const numericColumns = useAppSelector(selectNumericIdentifierColumns);
  const progress = useAppSelector(selectProgressView);
  const dryRun = useAppSelector(selectDryRunView);
  const on = useWizardHandlers();
  if (!view || !target) return null;

  if (view === 'progress') {
    return (
      <ProgressDialog
        t={t}
        open
        view={progress}
        onClose={on.onClose}
        onErrorReport={on.onErrorReport}
        onShowErrors={on.onShowErrors}
        onHideErrors={on.onHideErrors}
      />
    );
  }

  const { status } = wizard;
  const content =
    step === 1 ? (
      <StepUpload
        t={t}
        target={target}
        wizard={wizard}
        onTemplate={on.onTemplate}
        onFiles={on.onFiles}
        onHeaderRow={on.onHeaderRow}
        onRule={on.onRule}
        onCheckFields={on.onCheckFields}
        onBasicInfo={on.onBasicInfo}
      />
    ) : step === 2 ? (
      <StepMapping t={t} rows={mappingRows} unmapped={unmapped} error={wizard.mappingError} onMatch={on.onMatch} />
    ) : (
      <StepSummary
        t={t}
        fileName={wizard.upload?.fileName ?? ''}
        settings={wizard.settings}
        checkFieldOptions={wizard.checkFieldOptions}
        basicInfoHandle={target.basicInfoHandle}
        pairs={mappingRows}
        numericColumns={numericColumns}
        dryRun={dryRun}
        onErrorReport={on.onErrorReport}
      />
    );
  const footer = (
    <WizardFooter
      t={t}
      step={step}
      loading={status === 'uploading' || status === 'loadingMapping'}
      running={status === 'starting' || status === 'running'}
      starting={status === 'starting' && !wizard.run.dryRun}
      onBack={on.onBack}
      onNext={on.onNext}
      onDryRun={on.onDryRun}
      onConfirm={on.onConfirm}
    />
  );
  const history = (
    <HistoryPanel
      t={t}
      history={wizard.history}
      pageSize={HISTORY_PAGE_SIZE}
      onPage={on.onPage}
      onOriginal={on.onOriginal}
      onErrorReport={on.onErrorReport}
      onUndo={on.onUndo}
      onUndoConfirm={on.onUndoConfirm}
      onUndoDismiss={on.onUndoDismiss}
      undoRefused={undoRefused}
    />
  );
  return (
    <ImportWizardDialog
      t={t}
      open
      title={wizard.title ?? t('importWizard.titleFor', { name: t(target.label) })}
      tab={wizard.tab}
      step={step}
      closable={closable}
      footer={footer}
      history={history}
      onTab={on.onTab}
      onClose={on.onClose}
    >
      {content}
    </ImportWizardDialog>
  );
}
