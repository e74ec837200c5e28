// The root reducer: the slices every page needs (session, ui, frame, route) are here; a feature's
// slices are injected into the store's reducer when its screen chunk loads (./lazy/feature.ts).
// A feature declares its state's shape by adding to LazyLoadedSlices (see README.md).
import { combineSlices } from '@reduxjs/toolkit';
import session from '../features/session/sessionSlice';
import ui from '../features/ui/uiSlice';
import frame from '../frame/frameSlice';
import route from '../features/route/routeSlice';

/** Each feature adds its keys: `declare module '../../app/reducers' { interface LazyLoadedSlices { … } }` */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an interface the features extend (declaration merging)
export interface LazyLoadedSlices {}

/** A fresh root reducer (one per store, so injecting into one store leaves the others alone). */
const STATIC = { session, ui, frame, route };
export const createRootReducer = () => combineSlices(STATIC).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootReducer = ReturnType<typeof createRootReducer>;
/** The always-present slices alone, for tests of them (a store makes its own with createRootReducer). */
export const rootReducer = createRootReducer();

/** What is always in the state. */
export type StaticState = { [K in keyof typeof STATIC]: ReturnType<(typeof STATIC)[K]> };
/**
 * The state as a screen sees it: a feature's slice is there once its chunk has loaded, which is
 * before its screen renders (LazyScreen waits for it). Code outside a feature's chunk (the shell,
 * another feature) must read that feature's slice as possibly absent.
 */
export type RootState = StaticState & LazyLoadedSlices;
