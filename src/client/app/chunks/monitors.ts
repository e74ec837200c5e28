// The API monitor screen's chunk, with the member picker and the dictionaries.
import { dictsFeature } from '../../features/dicts/feature';
import { membersFeature } from '../../features/memberPicker/feature';
import { monitorsFeature } from '../../features/monitors/feature';

export { default } from '../../features/monitors/MonitorsScreen';
export const features = [monitorsFeature, membersFeature, dictsFeature];
