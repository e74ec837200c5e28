import { Catalogue } from './types';

// Messages of the console's people screens.
const people: Catalogue = {};
export default people;
