// What @redux-devtools/core's createDevTools does for a monitor, with a hook instead of
// react-redux's connect(): connect would be kept in the console's first load (react-redux is
// there already, and Parcel keeps every export a lazy chunk uses of a module the first load
// holds), growing it by about 3 KB gzip for a panel only developers open.
import { ComponentType, ReactElement, useSyncExternalStore } from 'react';
import type { Action, Reducer } from '@reduxjs/toolkit';
import { instrument, LiftedStore } from '@redux-devtools/instrument';

/** A monitor element of a Redux DevTools monitor package (its component has a static update). */
export type MonitorElement = ReactElement<
  object,
  ComponentType<Record<string, unknown>> & { update(props: object, state: unknown, action: Action<string>): unknown }
>;

/** The store enhancer that keeps this monitor's own state (DevTools.instrument() of createDevTools). */
export const instrumentFor = (monitor: MonitorElement) =>
  instrument(((state: unknown, action: Action<string>) => monitor.type.update(monitor.props, state, action)) as Reducer<unknown, Action<string>>);

/** Renders the monitor over a lifted store: its state as props, its dispatch (DevTools' connect(state => state)). */
export function DevToolsMonitor({ liftedStore, monitor }: { liftedStore: LiftedStore<unknown, Action<string>, unknown>; monitor: MonitorElement }) {
  const lifted = useSyncExternalStore(liftedStore.subscribe, liftedStore.getState);
  const Monitor = monitor.type;
  return <Monitor {...monitor.props} {...lifted} dispatch={liftedStore.dispatch} />;
}
