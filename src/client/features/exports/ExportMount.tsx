// What a list mounts: nothing until the export dialog is opened, then the dialogs from their
// own lazy chunk, so a list's chunk does not carry them.
import LazyScreen from '../../app/lazy/LazyScreen';
import type { ScreenLoader } from '../../app/lazy/chunk';
import { useAppSelector } from '../../lib/hooks';
import { selectExportOpen } from './selectors';

const loadExport: ScreenLoader = () => import('./ExportContainer');

export default function ExportMount() {
  const open = useAppSelector(selectExportOpen);
  return open ? <LazyScreen loader={loadExport} /> : null;
}
