// The roles need the built-in role of each tenant and their administrators, so the seed of the
// administrators writes them.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/adminRights.ts (roles beside the demo administrators)' };
export default demo;
