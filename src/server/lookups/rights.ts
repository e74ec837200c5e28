// The grants a role may hold (adminRole/grantOptions), labelled in the caller's language: every
// right (the built-in role's), each area whole, each screen, each dangerous action. The same
// list decides which grants a role's save accepts (resources/lookups.ts).
import { ALL_RIGHTS, allGrants, grantParts } from '../../shared/rights/catalogue';
import { AREAS } from '../../shared/routes';
import type { LookupProvider } from '../resources/lookups';

const areaOfScreen = new Map(AREAS.flatMap((a) => a.routes.map((r) => [r.path, a.label] as const)));

export const grantOptions: LookupProvider = async ({ t }) =>
  [ALL_RIGHTS, ...allGrants()].map((value) => {
    const p = grantParts(value);
    const access = p.access ? t(p.access) : '';
    let label: string;
    if (p.kind === 'all') label = t(p.label);
    else if (p.kind === 'danger') label = t('rights.dangerGrant', { danger: t(p.label) });
    else if (p.kind === 'area') label = t('rights.areaAll', { area: t(p.label), access });
    else {
      const screen = /^(.+):(read|write)$/.exec(value)![1];
      label = t('rights.screenGrant', { area: t(areaOfScreen.get(screen) ?? ''), screen: t(p.label), access });
    }
    return { value, label };
  });
