// Demo login devices belong to seeded people, so they need the people's ids.
import type { ResourceDemo } from '../demo';

export const loginDevicesDemo: ResourceDemo = { seededBy: 'src/server/db/seed/peopleArea.ts (picks seeded people)' };
