// Issue 14: the service catalogue as collections. Migration 004's hand-made tables (types,
// scenes, services with one scene, 30 days of visit logs) give way to the tables of the five
// definitions (service types, scenes, listing marks, services, flow services), built from them
// (createResourceTable); visits now live in migration 026's tables, which refer to `services`.
// Migration 007 skips these tables (SERVICE_CATALOGUE_TABLES_025). What the definitions cannot
// say: a service's type is one of the tenant's types (set null when the type goes; removal is
// refused while in use anyway), its required name, address and identities are never null
// (identities '{}' when a row is written outside the form), and the shelf status is 1 or 0.
import { flowServices } from '../../../shared/resources/flowServices/definition';
import { listingMarks } from '../../../shared/resources/listingMarks/definition';
import { serviceScenes } from '../../../shared/resources/serviceScenes/definition';
import { services } from '../../../shared/resources/services/definition';
import { serviceTypes } from '../../../shared/resources/serviceTypes/definition';
import { resourceTableStatements } from '../../resources/table';
import { sqlMigration } from './sql';

const FROM_DEFINITIONS = [serviceTypes, serviceScenes, listingMarks, services, flowServices];

/** the resource tables this migration creates (007 leaves them alone) */
export const SERVICE_CATALOGUE_TABLES_025 = new Set(FROM_DEFINITIONS.map((d) => d.table));

export default sqlMigration('025_service_catalogue', [
  `drop table if exists service_visit_logs, services, service_scenes, service_types cascade`,
  ...FROM_DEFINITIONS.flatMap(resourceTableStatements),
  `alter table services add constraint services_type_fk foreign key (type_id) references service_types(id) on delete set null`,
  `alter table services alter column name set not null`,
  `alter table services alter column url set not null`,
  `alter table services alter column identities set default '{}'`,
  `alter table services alter column identities set not null`,
  `alter table services alter column shelf_status set not null`,
  `alter table services add constraint services_shelf_status check (shelf_status in (0, 1))`,
  `create index services_shelf on services (tenant_id, shelf_status)`,
]);
