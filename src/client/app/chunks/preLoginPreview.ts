// The side-by-side preview of the page before login's chunk (/previewAdvanceLanding).
import { preLoginPreviewFeature } from '../../features/preLoginPreview/feature';

export { default } from '../../features/preLoginPreview/PreLoginPreviewScreen';
export const features = [preLoginPreviewFeature];
