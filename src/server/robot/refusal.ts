// A library change the server will not make: an i18n key (and its parameters) thrown below the
// route, answered as 1002 with the localized message, or as 9009 naming the field when `field`
// is given (a duplicate or blank text). Thrown inside a transaction it rolls it back.
export class RobotRefused extends Error {
  constructor(readonly key: string, readonly params?: Record<string, string | number>, readonly field?: string) {
    super(key);
    this.name = 'RobotRefused';
  }
}

export const refuse = (key: string, params?: Record<string, string | number>, field?: string): never => {
  throw new RobotRefused(key, params, field);
};
