import type { Tx } from '../transaction';

/** One schema change. `name` orders it (NNN_ prefix) and records it in schema_migrations. */
export interface Migration {
  name: string;
  up(tx: Tx): Promise<void>;
}
