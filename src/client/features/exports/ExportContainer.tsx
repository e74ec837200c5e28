// The export's container (loaded from its own chunk once a list opens the dialog): it selects
// and dispatches, and hands plain props to the dumb views — the form while it is filled in,
// the progress dialog once the job has started.
import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import './export.css';
import { selectFormView, selectProgressView } from './selectors';
import { useExportHandlers } from './useExportHandlers';
import { ExportDialog } from './views/ExportDialog';
import { ExportProgressDialog } from './views/ExportProgressDialog';

export default function ExportContainer() {
  const t = useT();
  const form = useAppSelector(selectFormView);
  const progress = useAppSelector(selectProgressView);
  const on = useExportHandlers();
  if (form.open) return <ExportDialog t={t} view={form} on={on} />;
  if (progress.open) return <ExportProgressDialog t={t} view={progress} on={on} />;
  return null;
}
