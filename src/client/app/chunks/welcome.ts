// The welcome page's chunk.
import { homeFeature } from '../../features/home/feature';

export { default } from '../../features/home/WelcomePage';
export const features = [homeFeature];
