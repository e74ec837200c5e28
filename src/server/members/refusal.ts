// A member, authorization or monitor call the server will not carry out: an i18n key (and its
// parameters) thrown anywhere below the route, answered as 1002 with the localized message, so
// the console shows the server's msg (document 000 §8 "Picker add fails"). Thrown inside a
// transaction it also rolls the transaction back: a refused add adds nobody.
export class MembersRefused extends Error {
  constructor(readonly key: string, readonly params?: Record<string, string | number>) {
    super(key);
    this.name = 'MembersRefused';
  }
}

export const refuse = (key: string, params?: Record<string, string | number>): never => {
  throw new MembersRefused(key, params);
};
