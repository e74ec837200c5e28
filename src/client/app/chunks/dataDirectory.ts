// The data directory's chunk: quick authorization with the member picker.
import { dictsFeature } from '../../features/dicts/feature';
import { membersFeature } from '../../features/memberPicker/feature';
import { quickAuthFeature } from '../../features/quickAuth/feature';

export { default } from '../../features/quickAuth/DirectoryScreen';
export const features = [quickAuthFeature, membersFeature, dictsFeature];
