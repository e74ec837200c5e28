// Demo services: written by src/server/db/seed/services.ts (SERVICES of seed/serviceCatalogue.ts)
// once the types, scenes, marks, roles and labels they refer to by id exist.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/services.ts (SERVICES, with their types, scenes, marks, roles and labels)' };
export default demo;
