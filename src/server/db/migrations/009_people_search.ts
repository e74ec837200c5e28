// Indexes of the people lists' filters, advanced search and data order (src/server/people),
// measured among 100k people of one identity (bench/peopleList.ts): only those that pay for
// themselves, since every index slows the import.
import { sqlMigration } from './sql';

export default sqlMigration('009_people_search', [
  // the phone filter and an exact phone search (two table passes without it)
  `create index people_phone on people (tenant_id, identity, phone)`,
  // a status filter or search that matches few people
  `create index people_current_status on people (tenant_id, identity, current_status)`,
]);
