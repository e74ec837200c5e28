// The demo rows of a resource (its folder's demo.ts): wire values (field names) the seed inserts
// for each demo tenant, or a note that another seed writes them (rows that need other seeded ids).
export type ResourceDemo = { rows: Record<string, unknown>[] } | { seededBy: string };
