// Sensitive words need the tenant's seeded dealing mechanisms, so the alumni seed writes them.
import type { ResourceDemo } from '../demo';

const demo: ResourceDemo = { seededBy: 'src/server/db/seed/alumni.ts (SHIELD_WORDS, after the mechanisms)' };
export default demo;
