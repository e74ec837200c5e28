// The people query module: what the people lists, the export count and the export reader share
// (filters, advanced search, data order, the allow-list checks and the keyset reader).
export { PeopleQueryRefused } from './refused';
export type { PeopleSelection } from './selection';
export { checkPeopleQuery, countPeople, readPeople } from './reader';
export type { PeopleRecord, PeopleValue } from './reader';
export { readOrderText } from './order';
export { readFilters } from './filters';
export { advancedSearchSchema, dataSortStrSchema, peopleFilterProperties } from './schemas';
