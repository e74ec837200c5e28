// What a member screen mounts: nothing until the picker is opened, then the dialog from its own
// lazy chunk, so a screen's chunk does not carry it.
import LazyScreen from '../../app/lazy/LazyScreen';
import type { ScreenLoader } from '../../app/lazy/chunk';
import { useAppSelector } from '../../lib/hooks';
import { selectPickerOpen } from './selectors';

const loadPicker: ScreenLoader = () => import('./MemberPickerContainer');

export default function MemberPickerMount() {
  const open = useAppSelector(selectPickerOpen);
  return open ? <LazyScreen loader={loadPicker} /> : null;
}
