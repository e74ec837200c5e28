// The close button's label (and the dialogs' other own words) in the current language. Read from the store when there is one (the
// console always has one); dialogs rendered on their own, as some view tests do, fall back to
// the default language instead of failing for want of a Provider.
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import { translate } from '../../../shared/i18n/registry';
import { DEFAULT_LOCALE } from '../../../shared/i18n/types';
import { selectLocale } from '../../i18n';

const noSubscription = () => () => undefined;

/** A dialog's own words (the close label, the leave guard's question) in the current language. */
export function useDialogText(): (key: string) => string {
  const store = useContext(ReactReduxContext)?.store;
  const locale = useSyncExternalStore(store ? store.subscribe : noSubscription, () => (store ? selectLocale(store.getState()) : DEFAULT_LOCALE));
  return (key) => translate(locale, key);
}

export const useCloseLabel = (): string => useDialogText()('common.close');
