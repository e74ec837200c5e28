// The covert users collection: definition and its extra paths (labels in labels.ts).
export { covertUsers, COVERT_USER_PATHS } from './definition';
