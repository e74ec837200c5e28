// The published login notice and appearance, for the console's own login page and header. Read
// through the public read (no sign-in), once per tenant and document while the page lives; the
// browser revalidates with the ETag. Outside the store on purpose: the login page is the first
// load, and the document screens' slice and saga load lazily with their chunk.
import { useEffect, useState } from 'react';
import { fetchPublished, PublishedDocument } from '../../api/publishedDocuments';
import { readJSON, writeJSON } from '../../api/storage';
import { AppearanceContent, LoginNoticeContent, appearanceOf, localDate, noticeToShow } from './readContent';

const cache = new Map<string, Promise<PublishedDocument | null>>();

/** One public read per tenant, key and base while the page lives (a failed read is tried again next time). */
export function readPublished(baseURL: string, tenantCode: string, key: string, fetcher?: typeof fetch): Promise<PublishedDocument | null> {
  const id = `${baseURL}|${tenantCode}|${key}`;
  let pending = cache.get(id);
  if (!pending) {
    pending = fetchPublished(baseURL, tenantCode, key, null, fetcher).then((doc) => {
      if (!doc) cache.delete(id);
      return doc;
    });
    cache.set(id, pending);
  }
  return pending;
}

/** forgets what was read (after a publish in this console, and between tests) */
export const forgetPublished = () => cache.clear();

/** The content of a published document of the tenant, null until read (or when there is none). */
export function usePublishedContent(baseURL: string, tenantCode: string | null | undefined, key: string): Record<string, unknown> | null {
  // the content is kept with the document it was read for, so another tenant or key shows null
  // until its own read answers
  const id = tenantCode ? `${baseURL}|${tenantCode}|${key}` : null;
  const [read, setRead] = useState<{ id: string; content: Record<string, unknown> | null } | null>(null);
  useEffect(() => {
    if (!id || !tenantCode) return undefined;
    let live = true;
    void readPublished(baseURL, tenantCode, key).then((doc) => {
      if (live) setRead({ id, content: doc?.content ?? null });
    });
    return () => {
      live = false;
    };
  }, [id, baseURL, tenantCode, key]);
  return read && read.id === id ? read.content : null;
}

export const PRIMARY_COLOR_PROPERTY = '--campus-primary-color';

/** The tenant's published appearance; its main colour is set as a CSS custom property of the page. */
export function usePublishedAppearance(baseURL: string, tenantCode: string | null | undefined): AppearanceContent {
  const appearance = appearanceOf(usePublishedContent(baseURL, tenantCode, 'appearance'));
  const color = appearance.primaryColor;
  useEffect(() => {
    const root = document.documentElement.style;
    if (color) root.setProperty(PRIMARY_COLOR_PROPERTY, color);
    else root.removeProperty(PRIMARY_COLOR_PROPERTY);
  }, [color]);
  return appearance;
}

/** The tenant's published login notice, when switched on and within its dates today (in its zone). */
export function usePublishedNotice(baseURL: string, tenantCode: string | null | undefined): LoginNoticeContent | null {
  const general = usePublishedContent(baseURL, tenantCode, 'generalSettings');
  return noticeToShow(usePublishedContent(baseURL, tenantCode, 'loginPrompt'), localDate(new Date(), general));
}

const LAST_TENANT = 'lastTenant';

/** Remembered when a sign-in is sent, so the login page after a sign-out knows the school. */
export const rememberLoginTenant = (tenantCode: string) => {
  if (tenantCode.trim()) writeJSON(LAST_TENANT, tenantCode.trim());
};

/**
 * The tenant the login page shows the notice and appearance of, before anyone signs in: the
 * `?tenant=` of the address (a school links its login page so), else the tenant last signed in
 * from this browser, else the demo tenant that /config.json announces.
 */
export function loginTenantOf(search: string, demoTenant?: string): string | null {
  const fromUrl = new URLSearchParams(search).get('tenant')?.trim();
  if (fromUrl) return fromUrl;
  const remembered = readJSON<string>(LAST_TENANT);
  if (typeof remembered === 'string' && remembered.trim()) return remembered.trim();
  return demoTenant?.trim() || null;
}
