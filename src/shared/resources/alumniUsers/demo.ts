// Demo alumni users are the authors of the seeded alumni posts, so they need the people's ids.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/peopleArea.ts (after the alumni posts)' };
export default demo;
