// The phone download page is routed outside the signed-in shell (no RequireSession above it),
// while the download page itself stays inside it.
import { matchRoutes } from 'react-router-dom';
import { buildRoutes } from '../../../../src/client/app/routes';
import { MIDDLE_PAGE_PATH } from '../../../../src/shared/home/api';

const chain = (path: string) => (matchRoutes(buildRoutes(), path) ?? []).map((m) => m.route.path ?? '(root)');

describe('routes of the download pages', () => {
  it('routes /downloadMiddlePage outside the shell, with its query', () => {
    expect(chain(`${MIDDLE_PAGE_PATH}?tenant=000000`.split('?')[0])).toEqual(['(root)', MIDDLE_PAGE_PATH]);
  });

  it('keeps /downloadPage and /wel/index inside the signed-in shell', () => {
    expect(chain('/downloadPage')).toEqual(['(root)', '/', '/downloadPage']);
    expect(chain('/wel/index')).toEqual(['(root)', '/', '/wel/index']);
  });
});
