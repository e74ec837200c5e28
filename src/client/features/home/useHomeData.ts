// What both home pages select: the menu, the user, the tenant and the project's name.
import { useAppSelector } from '../../lib/hooks';
import { useRuntimeConfig } from '../../lib/config';
import { useT } from '../../i18n';
import { selectMenu, selectTenantId, selectUserName } from '../session';

export function useHomeData() {
  const t = useT();
  const areas = useAppSelector(selectMenu);
  const userName = useAppSelector(selectUserName);
  const tenantId = useAppSelector(selectTenantId) ?? '';
  const { projectName } = useRuntimeConfig();
  const screens = areas.reduce((n, a) => n + a.routes.length, 0);
  return {
    t,
    areas,
    project: projectName || t('auth.title'),
    who: t('home.signedInAs', { name: userName, tenant: tenantId }),
    counts: [t('home.areaCount', { count: areas.length }), t('home.screenCount', { count: screens })],
  };
}
