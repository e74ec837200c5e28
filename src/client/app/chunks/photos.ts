// The photo screen's chunk, with the photo import and export dialogs it opens.
import { photoExportFeature } from '../../features/photoExport/feature';
import { photoImportFeature } from '../../features/photoImport/feature';
import { photosFeature } from '../../features/photos/feature';

export { default } from '../../features/photos/PhotosScreen';
export const features = [photosFeature, photoImportFeature, photoExportFeature];
