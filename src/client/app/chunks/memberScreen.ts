// The member screens' chunk (roles, labels, matrix departments, chat classes) with the picker.
import { dictsFeature } from '../../features/dicts/feature';
import { memberScreensFeature } from '../../features/memberScreens/feature';
import { membersFeature } from '../../features/memberPicker/feature';

export { default } from '../../features/memberScreens/MemberScreen';
export const features = [memberScreensFeature, membersFeature, dictsFeature];
