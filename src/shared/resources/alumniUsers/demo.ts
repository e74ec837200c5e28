// Demo alumni users are the authors of the seeded alumni posts, so they need the people's ids.
import type { ResourceDemo } from '../demo';

export const alumniUsersDemo: ResourceDemo = { seededBy: 'src/server/db/seed/peopleArea.ts (after the alumni posts)' };
