import { Catalogue } from './types';

// Messages of the shared widgets (src/client/widgets) and the frame helper.
const widgets: Catalogue = {};
export default widgets;
