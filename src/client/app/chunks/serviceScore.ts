// The service score screen's chunk (/serviceScore).
import { serviceScoreFeature } from '../../features/serviceScore/feature';

export { default } from '../../features/serviceScore/ServiceScoreScreen';
export const features = [serviceScoreFeature];
