// The visit log's demo rows are a year of visits written in SQL with their daily roll-ups.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/serviceEvents.ts (a year of visits of the catalogue services)' };
export default demo;
