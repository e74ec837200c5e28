// The people lists' public face for other features (README.md): the event a list screen opens
// with, the selectors of an identity's list, and the helpers other screens share (the identity's
// configuration, the organisation tree's options). No views here.
export { screenOpened as peopleScreenOpened } from './peopleSlice';
export { peopleSelectors } from './peopleSelectors';
export type { StateWithPeople } from './peopleSelectors';
export { IDENTITY_CONFIG } from './identityConfig';
export { classOptions, unitOptions } from './treeOptions';
