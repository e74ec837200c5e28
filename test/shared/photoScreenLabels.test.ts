// The photo screen opened directly (a reload on /userImgManage, before any people screen has
// loaded) shows every label in words: the people and import labels it borrows come with its own
// chunk (features/photos/feature.ts). Run without the client set-up, which adds every catalogue.
import { hasMessage, translate } from '../../src/shared/i18n/registry';
import '../../src/client/features/photos/feature';
import { IDENTITIES } from '../../src/shared/domain/people';
import { IDENTITY_CONFIG } from '../../src/client/features/people/identityConfig';

it.each(['importField.name', 'people.noPhoto', 'people.photo', 'people.total'])('has %s in both languages once the photo feature is loaded', (key) => {
  expect(hasMessage(key)).toBe(true);
  expect(translate('en', key)).not.toBe(key);
});

it.each(IDENTITIES)('names the identifier column of %s', (identity) => {
  const key = IDENTITY_CONFIG[identity].identifierLabel;
  expect(hasMessage(key)).toBe(true);
});
