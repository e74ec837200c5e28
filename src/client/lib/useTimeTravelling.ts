// Whether the console shows an earlier step (lib/timeTravel.ts), for a component that behaves
// otherwise then: a dialog's focus lock is off, a route guard redirects nowhere.
import { useSyncExternalStore } from 'react';
import { isTimeTravelling, onTimeTravelChange } from './timeTravel';

export const useTimeTravelling = (): boolean => useSyncExternalStore(onTimeTravelChange, isTimeTravelling);
