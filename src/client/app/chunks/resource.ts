// The generic resource screen's chunk (every RESOURCES route).
import { resourcesFeature } from '../../features/resources/feature';

export { default } from '../../features/resources/ResourceScreen';
export const features = [resourcesFeature];
