// A refusal of the export calls (an i18n key with its parameters), thrown from deep inside a
// flow and answered by the route as status 1002 with the localized message.
export class ExportRefused extends Error {
  constructor(readonly key: string, readonly params?: Record<string, string | number>) {
    super(key);
    this.name = 'ExportRefused';
  }
}

export const refuseExport = (key: string, params?: Record<string, string | number>): never => {
  throw new ExportRefused(key, params);
};
