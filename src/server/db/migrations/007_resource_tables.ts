// One migration per resource definition, named after its table, so a definition added later
// gets its own migration on databases that already ran the others. A change to an existing
// definition's columns needs a hand-written migration.
import { RESOURCES } from '../../../shared/resources';
import { createResourceTable } from '../../resources/table';
import type { Migration } from './types';

export const resourceTableMigrations: Migration[] = RESOURCES.map((def) => ({
  name: `007_resource_${def.table}`,
  up: (tx) => createResourceTable(tx, def),
}));
