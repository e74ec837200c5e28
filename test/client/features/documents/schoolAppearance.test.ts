// The school as the previews show it (documents/useSchoolAppearance.ts): the published appearance,
// its name fallen back to the project's, nothing while neither is known.
import { schoolAppearanceOf } from '../../../../src/client/features/documents/useSchoolAppearance';

it("takes the published name and logo, the project's name when the school has none", () => {
  expect(schoolAppearanceOf({ platformName: ' 湖畔大学 ', logo: '/files/l.png', primaryColor: '#123456' }, '示范平台')).toEqual(
    expect.objectContaining({ platformName: '湖畔大学', logoUrl: '/files/l.png', primaryColor: '#123456' }),
  );
  expect(schoolAppearanceOf({ platformName: '' }, '示范平台')?.platformName).toBe('示范平台');
  expect(schoolAppearanceOf(null, '示范平台')?.platformName).toBe('示范平台');
  expect(schoolAppearanceOf(null, ' ')).toBeNull();
});
