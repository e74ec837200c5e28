// The phone download page's chunk (outside the signed-in shell: phones open it without a session).
import { homeFeature } from '../../features/home/feature';

export { default } from '../../features/home/DownloadMiddlePage';
export const features = [homeFeature];
