// The administrators' accounts (issue 36): its events and state for other features and tests.
export { events as adminAccountsEvents, initialAdminAccountsState } from './adminAccountsSlice';
export type { AdminAccountsState, AccountDraft } from './adminAccountsSlice';
