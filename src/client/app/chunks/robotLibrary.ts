// The robot question library's chunk.
import { robotLibraryFeature } from '../../features/robotLibrary/feature';

export { default } from '../../features/robotLibrary/RobotLibraryScreen';
export const features = [robotLibraryFeature];
