// A signed-in user as the server's sign-in call returns it, and a fake Api for sagas.
import type { Api, SignInResult } from '../../../../src/client/api';
import { AREAS } from '../../../../src/shared/routes';
import { ALL_RIGHTS, expandGrants } from '../../../../src/shared/rights/catalogue';

export const SIGN_IN_RESULT: SignInResult = {
  accessToken: 'acc-1',
  refreshToken: 'ref-1',
  expiresIn: 3000,
  signingKey: 'key-1',
  tenantId: '000000',
  userInfo: { userId: 1, account: 'admin', user_name: '管理员', tenant_id: '000000' },
  // every right (issue 36): the menu below is what the tests look at
  permission: [...expandGrants([ALL_RIGHTS])],
  menu: AREAS.slice(0, 2),
};

export const PROFILE = {
  tenantId: '000000',
  userInfo: SIGN_IN_RESULT.userInfo,
  permission: SIGN_IN_RESULT.permission,
  menu: SIGN_IN_RESULT.menu,
};

export function fakeApi(handle: (url: string, data: unknown) => unknown): Api & { calls: Array<{ url: string; data: unknown }> } {
  const calls: Array<{ url: string; data: unknown }> = [];
  const respond = async (url: string, data: unknown) => {
    calls.push({ url, data });
    return handle(url, data) as never;
  };
  return {
    calls,
    request: (o) => respond(o.url, o.data),
    upload: (url) => respond(url, null),
    download: (o) => respond(o.url, o.data),
  };
}
