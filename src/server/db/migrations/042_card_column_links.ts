// Issue 31: a service card's column tied to the roles that see it, the flow service it takes its
// data from (by process key), a business (service) type, the service it opens and the teacher who
// handles it (src/shared/serviceCards/columnLinks.ts). A removed service type, service or person
// unties the column; role ids are an array (a removed role is dropped when read).
import { sqlMigration } from './sql';

export default sqlMigration('042_card_column_links', [
  `alter table service_card_columns
    add column role_ids integer[] not null default '{}',
    add column flow_key text,
    add column bus_type_id integer references service_types(id) on delete set null,
    add column service_id integer references services(id) on delete set null,
    add column owner_id integer references people(id) on delete set null`,
]);
