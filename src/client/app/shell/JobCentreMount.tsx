// What the header mounts: the job centre from its own lazy chunk (../chunks/jobCentre.ts),
// loaded once signed in; its saga then reads the server's list and follows the running jobs.
import LazyScreen from '../lazy/LazyScreen';
import type { ScreenLoader } from '../lazy/chunk';

const loadJobCentre: ScreenLoader = () => import('../chunks/jobCentre');

export default function JobCentreMount() {
  return <LazyScreen loader={loadJobCentre} />;
}
