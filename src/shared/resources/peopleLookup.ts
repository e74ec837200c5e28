// The people picker of the people-area collections (document 002 §4 covertUser/queryUser): the
// tenant's people as { id, label, identity }, one lookup path shared by every definition that
// picks a person (the server registers it once and checks picked ids against it).
import type { LookupDef, OptionSource } from './types';

export const PEOPLE_LOOKUP_PATH = '/api/blade-platform/covertUser/queryUser';
export const peopleLookup: LookupDef = { method: 'POST', path: PEOPLE_LOOKUP_PATH };
export const personOptions: OptionSource = { kind: 'lookup', lookup: 'people', valueKey: 'id', labelKey: 'label', valueType: 'number' };
