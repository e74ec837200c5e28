// Demo covert users are seeded people (school leaders, people who asked to be hidden).
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/peopleArea.ts (picks seeded people)' };
export default demo;
