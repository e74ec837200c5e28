// The configuration documents feature as its screen chunk brings it: one slice, one saga family
// and one screen serve every document of src/shared/documents (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import documents from './documentsSlice';
import { documentsSaga } from './documentsSaga';
import { DOCUMENT_CATALOGUES } from './messages';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    documents: ReturnType<typeof documents>;
  }
}

export const documentsFeature = defineFeature({ name: 'documents', slices: { documents }, saga: documentsSaga, catalogues: DOCUMENT_CATALOGUES });
