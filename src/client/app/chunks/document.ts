// The configuration document screen's chunk: every route of src/shared/documents shows it.
import { documentJobFeature } from '../../features/documentJob/feature';
import { documentsFeature } from '../../features/documents/feature';

export { default } from '../../features/documents/DocumentScreen';
export const features = [documentsFeature, documentJobFeature];
