// The photo import's container, mounted once in the shell (through PhotoImportMount, from a lazy
// chunk): it selects and dispatches, and hands plain props to the dialog that shows — the form,
// the field mapping, or the progress.
import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import './photoImport.css';
import { selectCanClose, selectFormView, selectMappingView, selectPhotoImportView, selectProgressView } from './selectors';
import { usePhotoImportHandlers } from './usePhotoImportHandlers';
import { FieldMappingDialog } from './views/FieldMappingDialog';
import { ImportProgressDialog } from './views/ImportProgressDialog';
import { PhotoImportDialog } from './views/PhotoImportDialog';

export default function PhotoImportContainer() {
  const t = useT();
  const view = useAppSelector(selectPhotoImportView);
  const form = useAppSelector(selectFormView);
  const mapping = useAppSelector(selectMappingView);
  const progress = useAppSelector(selectProgressView);
  const closable = useAppSelector(selectCanClose);
  const on = usePhotoImportHandlers();

  if (view === 'form') {
    return (
      <PhotoImportDialog
        t={t}
        title={form.title ?? t(form.titleKey)}
        view={form}
        onFiles={on.onFiles}
        onNamingRule={on.onNamingRule}
        onRepeatRule={on.onRepeatRule}
        onErrorRule={on.onErrorRule}
        onTitleRow={on.onTitleRow}
        onConfirm={on.onConfirm}
        onClose={on.onClose}
      />
    );
  }
  if (view === 'mapping') {
    return (
      <FieldMappingDialog
        t={t}
        view={mapping}
        closable={closable}
        onSelectField={on.onSelectField}
        onSelectHeader={on.onSelectHeader}
        onTogglePair={on.onTogglePair}
        onMatch={on.onMatch}
        onUnmatch={on.onUnmatch}
        onConfirm={on.onMappingConfirm}
        onClose={on.onClose}
      />
    );
  }
  if (view === 'progress') {
    return <ImportProgressDialog t={t} view={progress} onClose={on.onClose} onErrorReport={on.onErrorReport} onSheetErrorReport={on.onSheetErrorReport} />;
  }
  return null;
}
