// The shell's source of the console's time zone (src/client/lib/timeZone.ts): the tenant's
// published generalSettings.timeZone, read through the public read once per page life, and then
// whatever this console publishes: once the general settings screen holds a published version
// with no draft on top (just loaded, or just published), its zone counts at once. Another
// administrator's publish counts from the next load of the console.
import { useEffect } from 'react';
import { consoleTimeZone, setConsoleTimeZone, useConsoleTimeZone } from '../../lib/timeZone';
import { useAppSelector } from '../../lib/hooks';
import { DocumentsState, slotOf } from './documentState';
import { usePublishedContent } from '../published';

const KEY = 'generalSettings';
const SLOT = slotOf(KEY, null);

/** the zone of the general settings the console's documents slice holds, when that is the published version */
const selectPublishedHere = (state: { documents?: DocumentsState }): unknown => {
  const base = state.documents?.[SLOT]?.base;
  return base && !base.hasDraft && base.publishedVersion === base.version ? (base.content.timeZone ?? null) : undefined;
};

/** Keeps the console's zone on the tenant's; answers it (a change re-renders the caller). */
export function useTenantTimeZone(baseURL: string, tenantCode: string | null | undefined): string {
  const published = usePublishedContent(baseURL, tenantCode, KEY);
  const here = useAppSelector(selectPublishedHere);
  useEffect(() => {
    if (published) setConsoleTimeZone(published.timeZone);
  }, [published]);
  useEffect(() => {
    if (here !== undefined && here !== consoleTimeZone()) setConsoleTimeZone(here);
  }, [here]);
  return useConsoleTimeZone();
}
