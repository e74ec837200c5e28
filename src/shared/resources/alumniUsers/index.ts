// The alumni users collection: definition (labels in labels.ts, roles in roles.ts).
export { alumniUsers } from './definition';
export { ALUMNI_ROLES } from './roles';
