// What the shell mounts: nothing until the photo export is opened, then its dialogs from their
// own lazy chunk, so the console's first load does not carry them.
import LazyScreen from '../../app/lazy/LazyScreen';
import type { ScreenLoader } from '../../app/lazy/chunk';
import { useAppSelector } from '../../lib/hooks';
import { selectPhotoExportOpen } from './selectors';

const loadPhotoExport: ScreenLoader = () => import('./PhotoExportContainer');

export default function PhotoExportMount() {
  const open = useAppSelector(selectPhotoExportOpen);
  return open ? <LazyScreen loader={loadPhotoExport} /> : null;
}
