// The /adminAccounts chunk: the administrators' accounts (issue 36).
import { adminAccountsFeature } from '../../features/adminAccounts/feature';

export { default } from '../../features/adminAccounts/AdminAccountsScreen';
export const features = [adminAccountsFeature];
