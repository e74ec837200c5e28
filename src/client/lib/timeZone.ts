// The console's time zone: the tenant's, as its administrators published it in /generalConfig
// (generalSettings.timeZone; DEFAULT_TIME_ZONE until known). Every time a screen shows, every
// default day range and every file-name stamp goes through the helpers below, so one moment reads
// the same on every screen (and as the server writes it) whatever the browser's zone.
//
// Held outside the store, as the published appearance is (the shell's useTenantTimeZone sets it
// from the public read and from a publish made in this console): views and column renderers call
// `showTime` where they render, and the shell remounts the open screen when the zone changes, so a
// helper needs no zone handed through every view.
import { useSyncExternalStore } from 'react';
import { DATE_TIME, DateTimePattern, DEFAULT_TIME_ZONE, formatDate, formatDateTime, todayIn, zoneOr } from '../../shared/dateTime';

let zone: string = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

/** The zone the console shows times in now. */
export const consoleTimeZone = (): string => zone;

/** Sets the console's zone (an unknown or missing name reads as the default); listeners hear a change. */
export function setConsoleTimeZone(next: unknown): void {
  const known = zoneOr(next);
  if (known === zone) return;
  zone = known;
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The console's zone, re-rendering the component when it changes. */
export const useConsoleTimeZone = (): string => useSyncExternalStore(subscribe, consoleTimeZone, consoleTimeZone);

/** A stored time (ISO text, milliseconds, Date) in the console's zone by the pattern; nothing as `empty`. */
export const showTime = (value: unknown, pattern: DateTimePattern = DATE_TIME, empty = ''): string => formatDateTime(value, zone, pattern, empty);

/** A Date in the console's zone by the pattern. */
export const showDate = (date: Date, pattern: DateTimePattern = DATE_TIME): string => formatDate(date, zone, pattern);

/** Today ('YYYY-MM-DD') in the console's zone. */
export const todayHere = (nowMs: number = Date.now()): string => todayIn(nowMs, zone);
