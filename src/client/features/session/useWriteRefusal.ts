// Why the session may not change what a screen shows (issue 36), for a button's hover text;
// null when it may. Every write button asks it: the definitions' screens name their route, a
// hand-built screen's buttons ask the screen they sit in (ScreenPathContext, set by the route
// table around each screen).
import { createContext, useContext } from 'react';
import { ALL_ROUTES } from '../../../shared/routes';
import type { Danger } from '../../../shared/rights/catalogue';
import { useT } from '../../i18n';
import { useAppSelector } from '../../lib/hooks';
import { selectMayWrite } from './selectors';

/** The console route of the screen being rendered ('' outside any screen: nothing refused). */
export const ScreenPathContext = createContext('');

export function useWriteRefusal(path: string, danger?: Danger): string | null {
  const t = useT();
  const may = useAppSelector((state) => !path || selectMayWrite(state, path, danger));
  const writes = useAppSelector((state) => !path || selectMayWrite(state, path));
  if (may) return null;
  // the screen's write is held: what is missing is the danger, named as the server names it
  if (danger && writes) return t('rights.refusedDanger', { danger: t(`rights.danger.${danger}`) });
  const label = ALL_ROUTES.find((r) => r.path === path)?.label;
  return t('rights.buttonRefused', { screen: label ? t(label) : path });
}

/** Why the session may not write the screen this component sits in. */
export function useScreenWriteRefusal(danger?: Danger): string | null {
  return useWriteRefusal(useContext(ScreenPathContext), danger);
}
