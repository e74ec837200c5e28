// A people query the server will not run (an unknown field or operator, a value that does not
// fit its operator, a malformed order): a refusal answered 9009 naming the body field, as bad
// input is answered everywhere else (order keys name dataSortStr, the rest advancedSearch).
import { Refused, RefusalParams } from '../refusal';

const bodyFieldOf = (key: string) => (key.startsWith('peopleQuery.order.') ? 'dataSortStr' : 'advancedSearch');

export class PeopleQueryRefused extends Refused {
  constructor(key: string, params?: RefusalParams) {
    super(key, params, { field: bodyFieldOf(key) });
    this.name = 'PeopleQueryRefused';
  }
}

export function refuseQuery(key: string, params?: RefusalParams): never {
  throw new PeopleQueryRefused(key, params);
}
