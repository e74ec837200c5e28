// One migration per resource definition, named after its table, so a definition added later
// gets its own migration on databases that already ran the others. A change to an existing
// definition's columns needs a hand-written migration. Tables made by migrations 018 and 020 are skipped.
import { RESOURCES } from '../../../shared/resources';
import { createResourceTable } from '../../resources/table';
import { COLLECTION_TABLES_018 } from './018_collections';
import { PEOPLE_AREA_TABLES_020 } from './020_people_area';
import type { Migration } from './types';

export const resourceTableMigrations: Migration[] = RESOURCES.filter(
  (def) => !COLLECTION_TABLES_018.has(def.table) && !PEOPLE_AREA_TABLES_020.has(def.table),
).map((def) => ({
  name: `007_resource_${def.table}`,
  up: (tx) => createResourceTable(tx, def),
}));
