// The photo export's container (loaded from its own chunk once a list opens the dialog): it
// selects and dispatches, and hands plain props to the dumb views — the form while it is filled
// in, the notice while people lacking the identifier are reported, the progress dialog (the
// bulk export's, under the photo-export test ids) once the zip is being written.
import { useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import '../exports/export.css';
import { ExportProgressDialog } from '../exports/components';
import { selectFormView, selectNoticeView, selectProgressView } from './selectors';
import { usePhotoExportHandlers } from './usePhotoExportHandlers';
import { MissingNoticeDialog } from './views/MissingNoticeDialog';
import { PhotoExportDialog } from './views/PhotoExportDialog';

export default function PhotoExportContainer() {
  const t = useT();
  const form = useAppSelector(selectFormView);
  const notice = useAppSelector(selectNoticeView);
  const progress = useAppSelector(selectProgressView);
  const on = usePhotoExportHandlers();
  if (form.open) return <PhotoExportDialog t={t} view={form} on={on} />;
  if (notice.open) {
    return <MissingNoticeDialog t={t} view={notice} onDownload={on.onMissingDownload} onContinue={on.onContinue} onCancel={on.onClose} />;
  }
  if (progress.open) return <ExportProgressDialog t={t} view={progress} on={on} testIdPrefix="photo-export" />;
  return null;
}
