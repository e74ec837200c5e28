// What the shell mounts: nothing until the wizard is opened, then the wizard from its own lazy
// chunk, so the console's first load does not carry the wizard's views (BUDGETS.md).
import LazyScreen from '../../app/lazy/LazyScreen';
import type { ScreenLoader } from '../../app/lazy/chunk';
import { useAppSelector } from '../../lib/hooks';
import { selectWizardOpen } from './selectors';

const loadWizard: ScreenLoader = () => import('./ImportWizardContainer');

export default function ImportWizardMount() {
  const open = useAppSelector(selectWizardOpen);
  return open ? <LazyScreen loader={loadWizard} /> : null;
}
