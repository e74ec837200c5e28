// The /HistoryProject feature as its chunk brings it: its slice, saga and messages, with the
// definitions' labels (targets and changed fields are named by them) and the documents' words
// of the difference view it shares (documents/DiffTable.tsx).
import { defineFeature } from '../../app/lazy/feature';
import auditHistoryCatalogue from '../../../shared/i18n/auditHistory';
import auditTargetsCatalogue from '../../../shared/i18n/auditTargets';
import documentsUi from '../documents/documentsUi';
import { DOCUMENT_LABELS } from '../../../shared/documents';
import { RESOURCE_LABELS } from '../../../shared/resources';
import auditHistory from './auditHistorySlice';
import { auditHistorySaga } from './auditHistorySaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    auditHistory: ReturnType<typeof auditHistory>;
  }
}

export const auditHistoryFeature = defineFeature({
  name: 'auditHistory',
  slices: { auditHistory },
  saga: auditHistorySaga,
  catalogues: [auditHistoryCatalogue, documentsUi, auditTargetsCatalogue, ...RESOURCE_LABELS, ...DOCUMENT_LABELS],
});
