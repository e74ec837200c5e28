// The page before login as the apps open it: the tenant's four published documents, read at once
// through the public read (no sign-in, revalidated by ETag), shown by the same view the console
// previews (features/documents/preLogin/PreLoginView.tsx). No store, no saga, no UI library.
import { useEffect, useState } from 'react';
import { fetchPublished } from '../api/publishedDocuments';
import { translate } from '../../shared/i18n/registry';
import type { Locale } from '../../shared/i18n/types';
import { LANDING_DOCUMENTS } from '../../shared/documents/preLoginPage/landing';
import { LandingContents, landingViewOf } from '../features/documents/preLogin/landingDocuments';
import PreLoginView from '../features/documents/preLogin/PreLoginView';
import { localDate } from '../features/published';

/** The four documents' published contents (null where a read failed), and the general settings
 *  whose time zone says which day today is (the notices' dates). */
export async function readLandingContents(
  tenantCode: string,
  fetcher?: typeof fetch,
): Promise<LandingContents & { generalSettings?: Record<string, unknown> | null }> {
  const keys = [...LANDING_DOCUMENTS, 'generalSettings'];
  const docs = await Promise.all(keys.map((key) => fetchPublished('', tenantCode, key, null, fetcher)));
  return Object.fromEntries(keys.map((key, i) => [key, docs[i]?.content ?? null])) as LandingContents & { generalSettings?: Record<string, unknown> | null };
}

export default function LandingApp({ tenantCode, locale }: { tenantCode: string | null; locale: Locale }) {
  const [contents, setContents] = useState<Awaited<ReturnType<typeof readLandingContents>> | null>(null);
  useEffect(() => {
    if (!tenantCode) return;
    let live = true;
    void readLandingContents(tenantCode).then((read) => {
      if (live) setContents(read);
    });
    return () => {
      live = false;
    };
  }, [tenantCode]);
  useEffect(() => {
    // the moment the page is shown, for the browser test's budget (well under a second)
    if (contents) performance.mark('landing-shown');
  }, [contents]);

  if (!tenantCode || (contents && !contents.preLoginPage && !contents.preLoginBottom)) {
    return (
      <p className="landing-status" data-testid="landing-unavailable">
        {translate(locale, 'preLoginLanding.unavailable')}
      </p>
    );
  }
  if (!contents) return <p className="landing-status">{translate(locale, 'preLoginLanding.loading')}</p>;
  return <PreLoginView {...landingViewOf(contents, localDate(new Date(), contents.generalSettings))} locale={locale} live />;
}
