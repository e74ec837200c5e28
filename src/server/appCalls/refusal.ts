// A refused app call: an HTTP status and a message key, answered in plain JSON (AppCallRefusal)
// by the app calls' own error handler (src/server/routes/appCalls/errors.ts).
import type { AppCallRefusal } from '../../shared/appCalls/api';

export class AppCallRefused extends Error {
  constructor(
    readonly httpStatus: number,
    readonly key: string,
    readonly params: Record<string, string | number> = {},
    readonly extra: Omit<AppCallRefusal, 'message'> = {},
  ) {
    super(key);
    this.name = 'AppCallRefused';
  }
}

export const refuseApp = (httpStatus: number, key: string, params?: Record<string, string | number>, extra?: Omit<AppCallRefusal, 'message'>): never => {
  throw new AppCallRefused(httpStatus, key, params, extra);
};
