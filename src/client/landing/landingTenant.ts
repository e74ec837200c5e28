// Where the page before login takes its school and language from: the address the apps open,
// /landing/<tenant code>[?lang=en] (src/server/routes/landing serves it; Chinese by default).
import type { Locale } from '../../shared/i18n/types';

export function landingTenantOf(pathname: string): string | null {
  const m = /^\/landing\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]).trim() || null;
  } catch {
    return null;
  }
}

export const landingLocaleOf = (search: string): Locale => (new URLSearchParams(search).get('lang') === 'en' ? 'en' : 'zh-CN');
