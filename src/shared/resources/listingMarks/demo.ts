// Demo listing marks: written with the rest of the catalogue by src/server/db/seed/services.ts
// (LISTING_MARKS of seed/serviceCatalogue.ts), whose services show them by id.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/services.ts (LISTING_MARKS, with the services that show them)' };
export default demo;
