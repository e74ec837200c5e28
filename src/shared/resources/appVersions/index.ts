// The app versions collection: definition (labels in labels.ts, demo rows in demo.ts).
export { appVersions } from './definition';
