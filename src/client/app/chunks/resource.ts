// The generic resource screen's chunk (every RESOURCES route).
import { exportFeature } from '../../features/exports/feature';
import { resourcesFeature } from '../../features/resources/feature';
import { serviceLinksFeature } from '../../features/serviceLinks/feature';

export { default } from '../../features/resources/ResourceScreen';
// the export dialog and its job, for collections marked exportable
// the rich-text fields' service link picker
export const features = [resourcesFeature, exportFeature, serviceLinksFeature];
