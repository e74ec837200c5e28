// Why the session may not change what a screen shows (issue 36), for a button's hover text;
// null when it may. Every write button of the definitions' screens asks it.
import { ALL_ROUTES } from '../../../shared/routes';
import type { Danger } from '../../../shared/rights/catalogue';
import { useT } from '../../i18n';
import { useAppSelector } from '../../lib/hooks';
import { selectMayWrite } from './selectors';

export function useWriteRefusal(path: string, danger?: Danger): string | null {
  const t = useT();
  const may = useAppSelector((state) => selectMayWrite(state, path, danger));
  if (may) return null;
  const label = ALL_ROUTES.find((r) => r.path === path)?.label;
  return t('rights.buttonRefused', { screen: label ? t(label) : path });
}
