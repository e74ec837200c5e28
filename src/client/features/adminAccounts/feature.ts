// The /adminAccounts feature as its chunk brings it: its slice and saga (its words are the rights
// catalogue's, on every page).
import { defineFeature } from '../../app/lazy/feature';
import adminAccounts from './adminAccountsSlice';
import { adminAccountsSaga } from './adminAccountsSaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    adminAccounts: ReturnType<typeof adminAccounts>;
  }
}

export const adminAccountsFeature = defineFeature({ name: 'adminAccounts', slices: { adminAccounts }, saga: adminAccountsSaga });
