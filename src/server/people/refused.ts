// A people query the server will not run (an unknown field or operator, a value that does not
// fit its operator, a malformed order): an i18n key with its parameters, thrown by the checks
// and answered by the route as 9009 with the localized sentence.
import type { FieldError } from '../../shared/protocol';
import { invalid } from '../envelope';
import type { Translate } from '../types';

export class PeopleQueryRefused extends Error {
  constructor(readonly key: string, readonly params?: Record<string, string | number>) {
    super(key);
    this.name = 'PeopleQueryRefused';
  }
}

export const refuseQuery = (key: string, params?: Record<string, string | number>): never => {
  throw new PeopleQueryRefused(key, params);
};

/** The body field a refusal is about: order keys name dataSortStr, the rest advancedSearch. */
const bodyFieldOf = (e: PeopleQueryRefused) => (e.key.startsWith('peopleQuery.order.') ? 'dataSortStr' : 'advancedSearch');

/** The refusal as a field error of a 9009 answer. */
export const queryFieldError = (t: Translate, e: PeopleQueryRefused): FieldError => ({ field: bodyFieldOf(e), reason: t(e.key, e.params) });

/** The 9009 answer to a refused query, as bad input is answered everywhere else. */
export const refusedQueryAnswer = (t: Translate, e: PeopleQueryRefused) => invalid(t, [queryFieldError(t, e)]);
