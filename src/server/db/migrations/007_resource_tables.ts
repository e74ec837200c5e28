// One migration per resource definition, named after its table, so a definition added later
// gets its own migration on databases that already ran the others. A change to an existing
// definition's columns needs a hand-written migration. Tables made by migrations 018, 020, 025 and
// 026 are skipped.
import { RESOURCES } from '../../../shared/resources';
import { createResourceTable } from '../../resources/table';
import { COLLECTION_TABLES_018 } from './018_collections';
import { PEOPLE_AREA_TABLES_020 } from './020_people_area';
import { SERVICE_CATALOGUE_TABLES_025 } from './025_service_catalogue';
import { SERVICE_EVENT_TABLES_026 } from './026_service_events';
import type { Migration } from './types';

const MADE_ELSEWHERE = [COLLECTION_TABLES_018, PEOPLE_AREA_TABLES_020, SERVICE_CATALOGUE_TABLES_025, SERVICE_EVENT_TABLES_026];

export const resourceTableMigrations: Migration[] = RESOURCES.filter((def) => !MADE_ELSEWHERE.some((tables) => tables.has(def.table))).map((def) => ({
  name: `007_resource_${def.table}`,
  up: (tx) => createResourceTable(tx, def),
}));
