// A refusal the console shows as it is: an i18n key with its parameters, answered with status
// 1002 and the localized message.
export interface Refusal {
  key: string;
  params?: Record<string, string | number>;
}

export const refusal = (key: string, params?: Record<string, string | number>): Refusal => ({ key, params });

/** A refusal thrown from deep inside a flow and answered by the route. */
export class ImportRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key);
    this.name = 'ImportRefused';
  }
}

export const refuse = (key: string, params?: Record<string, string | number>): never => {
  throw new ImportRefused(refusal(key, params));
};
