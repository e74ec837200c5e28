// Demo service types: written with the rest of the catalogue by src/server/db/seed/services.ts
// (SERVICE_TYPES of seed/serviceCatalogue.ts), whose services refer to them by id.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/services.ts (SERVICE_TYPES, with the services that use them)' };
export default demo;
