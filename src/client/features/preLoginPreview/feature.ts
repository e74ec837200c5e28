// The page-before-login preview as its screen chunk brings it: its slice, its saga and its
// messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import preLoginPreview from './preLoginPreviewSlice';
import { preLoginPreviewSaga } from './preLoginPreviewSaga';
import preLoginLanding from '../../../shared/i18n/preLoginLanding';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    preLoginPreview: ReturnType<typeof preLoginPreview>;
  }
}

export const preLoginPreviewFeature = defineFeature({
  name: 'preLoginPreview',
  slices: { preLoginPreview },
  saga: preLoginPreviewSaga,
  catalogues: [preLoginLanding],
});
