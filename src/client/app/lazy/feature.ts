// What a feature brings with its screen chunk: its slices, its saga and its message catalogues.
// defineFeature adds the catalogues at once (the chunk is evaluated before its screen renders);
// the slices and the saga go into a store when a screen that lists the feature mounts
// (LazyScreen → store.features.start) — see ../README.md.
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import { addCatalogue, Catalogue } from '../../../shared/i18n/registry';

export interface Feature {
  /** unique; also what the store's start log and the action `app/featureLoaded` name */
  readonly name: string;
  /** state key → reducer, injected into the store's root reducer */
  readonly slices?: Readonly<Record<string, Reducer>>;
  /** started once per store (and again after a sign-out stopped it) */
  readonly saga?: Saga;
  /** the areas' messages its views show */
  readonly catalogues?: readonly Catalogue[];
}

/** The action that puts a feature's slices in a store's state (featureRunner.ts). */
export const FEATURE_LOADED = 'app/featureLoaded';

const defined = new Map<string, Feature>();

/** Registers a feature (one line in its features/<name>/feature.ts) and adds its catalogues. */
export function defineFeature(feature: Feature): Feature {
  const existing = defined.get(feature.name);
  if (existing) return existing;
  for (const catalogue of feature.catalogues ?? []) addCatalogue(catalogue);
  defined.set(feature.name, feature);
  return feature;
}

/** Every feature whose chunk has loaded in this page (a store made now starts them all). */
export const definedFeatures = (): Feature[] => [...defined.values()];
