// The people feature as its screen chunks bring it: the five people lists and their query bar:
// its slice, its saga and its messages (src/client/app/README.md).
import { defineFeature } from '../../app/lazy/feature';
import people from './peopleSlice';
import { peopleSaga } from './peopleSaga';
import peopleCatalogue from '../../../shared/i18n/people';
import peopleQuery from '../../../shared/i18n/peopleQuery';
import { peopleQueryUi } from '../peopleQuery';
import imports from '../../../shared/i18n/imports';
import workflows from '../../../shared/i18n/workflows';

declare module '../../app/reducers' {
  interface LazyLoadedSlices {
    people: ReturnType<typeof people>;
  }
}

export const peopleFeature = defineFeature({
  name: 'people',
  slices: { people },
  saga: peopleSaga,
  catalogues: [peopleCatalogue, peopleQuery, peopleQueryUi, imports, workflows],
});
