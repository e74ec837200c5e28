// The configuration document screen's chunk: every route of src/shared/documents shows it.
import { documentJobFeature } from '../../features/documentJob/feature';
import { documentsFeature } from '../../features/documents/feature';
import { serviceLinksFeature } from '../../features/serviceLinks/feature';

export { default } from '../../features/documents/DocumentScreen';
// the rich-text fields' service link picker
export const features = [documentsFeature, documentJobFeature, serviceLinksFeature];
