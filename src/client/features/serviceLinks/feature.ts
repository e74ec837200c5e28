// The service link picker as the form chunks bring it (collections and documents): slice, saga
// and messages.
import { defineFeature } from '../../app/lazy/feature';
import formTools from '../../../shared/i18n/formTools';
import serviceLinks from './serviceLinksSlice';
import { serviceLinksSaga } from './serviceLinksSaga';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    serviceLinks: ReturnType<typeof serviceLinks>;
  }
}

export const serviceLinksFeature = defineFeature({ name: 'serviceLinks', slices: { serviceLinks }, saga: serviceLinksSaga, catalogues: [formTools] });
