// Demo flow services: written by src/server/db/seed/services.ts (FLOW_SERVICES of
// seed/serviceCatalogue.ts) once the roles that may use them exist.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/services.ts (FLOW_SERVICES, with the roles that may use them)' };
export default demo;
