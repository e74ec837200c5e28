// The sensitive-words collection: definition, labels, info panels, demo rows.
export { shieldWords } from './definition';
export { shieldWordsInfoPanels } from './infoPanels';
export { shieldWordsDemo } from './demo';
