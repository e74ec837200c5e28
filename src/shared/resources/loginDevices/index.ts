// The login devices collection: definition (labels in labels.ts).
export { loginDevices } from './definition';
