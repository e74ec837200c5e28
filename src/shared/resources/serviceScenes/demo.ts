// Demo service scenes: written with the rest of the catalogue by src/server/db/seed/services.ts
// (SERVICE_SCENES of seed/serviceCatalogue.ts), whose services refer to them by id.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/services.ts (SERVICE_SCENES, with the services that name them)' };
export default demo;
