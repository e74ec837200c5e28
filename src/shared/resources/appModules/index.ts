// The apps and modules collection: definition (labels in labels.ts, demo rows in demo.ts).
export { appModules } from './definition';
