// The generic resource screen's chunk (every RESOURCES route).
import { exportFeature } from '../../features/export/feature';
import { resourcesFeature } from '../../features/resources/feature';

export { default } from '../../features/resources/ResourceScreen';
// the export dialog and its job, for collections marked exportable
export const features = [resourcesFeature, exportFeature];
