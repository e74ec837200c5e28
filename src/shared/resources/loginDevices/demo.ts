// Demo login devices belong to seeded people, so they need the people's ids.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/peopleArea.ts (picks seeded people)' };
export default demo;
