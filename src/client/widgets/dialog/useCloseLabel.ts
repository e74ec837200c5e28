// The close button's label in the current language. Read from the store when there is one (the
// console always has one); dialogs rendered on their own, as some view tests do, fall back to
// the default language instead of failing for want of a Provider.
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { translate } from '../../../shared/i18n/registry';
import { DEFAULT_LOCALE } from '../../../shared/i18n/types';
import { selectLocale } from '../../i18n';

const noSubscription = () => () => undefined;

export function useCloseLabel(): string {
  const store = useContext(ReactReduxContext)?.store;
  const locale = useSyncExternalStore(store ? store.subscribe : noSubscription, () => (store ? selectLocale(store.getState()) : DEFAULT_LOCALE));
  return translate(locale, 'common.close');
}
