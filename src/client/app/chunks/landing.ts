// The download (landing) page's chunk.
import { homeFeature } from '../../features/home/feature';

export { default } from '../../features/home/LandingPage';
export const features = [homeFeature];
