// The organization feature as its screen chunks bring it: the organization tree screen:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import organization from './organizationSlice';
import { organizationSaga } from './organizationSaga';
import peopleCatalogue from '../../../shared/i18n/people';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    organization: ReturnType<typeof organization>;
  }
}

export const organizationFeature = defineFeature({
  name: 'organization',
  slices: { organization },
  saga: organizationSaga,
  catalogues: [peopleCatalogue, imports, workflows],
});
