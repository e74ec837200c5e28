// The business packages' chunk (/cardsPackageConfig): the screen with its slice, saga and messages.
import { businessPackagesFeature } from '../../features/businessPackages/feature';

export { default } from '../../features/businessPackages/BusinessPackagesScreen';
export const features = [businessPackagesFeature];
