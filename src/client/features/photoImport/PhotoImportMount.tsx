// What the shell mounts: nothing until the photo import is opened, then its dialogs from their
// own lazy chunk, so the console's first load does not carry them (BUDGETS.md).
import LazyScreen from '../../app/lazy/LazyScreen';
import type { ScreenLoader } from '../../app/lazy/chunk';
import { useAppSelector } from '../../lib/hooks';
import { selectPhotoImportOpen } from './selectors';

const loadPhotoImport: ScreenLoader = () => import('./PhotoImportContainer');

export default function PhotoImportMount() {
  const open = useAppSelector(selectPhotoImportOpen);
  return open ? <LazyScreen loader={loadPhotoImport} /> : null;
}
