// The /HistoryProject chunk: the audit trail, with the definitions its filters and differences
// are named by (never in the first load).
import { auditHistoryFeature } from '../../features/auditHistory/feature';

export { default } from '../../features/auditHistory/AuditHistoryScreen';
export const features = [auditHistoryFeature];
