// Typed calls of the people lists' detail (the lists themselves go through the paged table's
// fetchPage with `PEOPLE_LIST_PATHS`), src/shared/people/api.ts.
import type { Identity } from '../../shared/domain/people';
import type { Envelope } from '../../shared/protocol';
import { PersonDetail, personDetailPath } from '../../shared/people/api';
import type { Api } from './types';

export const fetchPersonDetail = (api: Api, identity: Identity, id: number): Promise<Envelope<PersonDetail>> =>
  api.request<PersonDetail>({ method: 'POST', url: personDetailPath(identity), data: { id } });
