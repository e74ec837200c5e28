import { Catalogue } from './types';

// Messages of the console's importWizard screens.
const importWizard: Catalogue = {};
export default importWizard;
