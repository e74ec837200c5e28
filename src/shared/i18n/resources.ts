import { Catalogue } from './types';

// The few words of the generic resource screen that are not common words. Each resource's own
// labels are in its folder (src/shared/resources/<key>/labels.ts).
const resources: Catalogue = {
  'resource.unknown': ['未知的管理项：{key}', 'Unknown admin area: {key}'],
};
export default resources;
