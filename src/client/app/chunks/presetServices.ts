// The preset services' chunk (roles' and people's presets) with the member picker the people's
// screen opens.
import { dictsFeature } from '../../features/dicts/feature';
import { membersFeature } from '../../features/memberPicker/feature';
import { presetServicesFeature } from '../../features/presetServices/feature';

export { default } from '../../features/presetServices/PresetServicesScreen';
export const features = [presetServicesFeature, membersFeature, dictsFeature];
