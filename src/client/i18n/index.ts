// The console's translation hook. The locale lives in the ui slice (state.ui.locale) so a
// switch re-renders everything and the action log replays it.
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { DEFAULT_LOCALE, Locale, translate } from '../../shared/i18n/registry';

export type T = (key: string, params?: Record<string, string | number>) => string;

export const selectLocale = (state: { ui?: { locale?: Locale } }): Locale => state.ui?.locale ?? DEFAULT_LOCALE;

export function useT(): T {
  const locale = useSelector(selectLocale);
  return useCallback<T>((key, params) => translate(locale, key, params), [locale]);
}

export const tFor =
  (locale: Locale): T =>
  (key, params) =>
    translate(locale, key, params);
