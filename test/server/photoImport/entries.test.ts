// How a zip's entries become photos to match: the identifier is the base name without its
// extension, from any folder, trimmed and half-width; an ID number in upper case; a name that
// cannot be an identifier of the field fails, and so does every later photo for the same one.
import { identifierOf, isPhotoName, isSheetName, planPhotos } from '../../../src/server/photoImport/entries';
import type { ZipEntry } from '../../../src/server/zip/reader';
import { idNumberFor } from '../imports/fixtures';

const entries = (names: string[]): ZipEntry[] => names.map((name, index) => ({ index, name, size: 10, compressedSize: 10 }));

it('takes the base name without its extension, from any folder, trimmed', () => {
  expect(identifierOf('2026级/一班/ 2026001 .JPG')).toBe('2026001');
  expect(identifierOf('a.b.c.png')).toBe('a.b.c');
  expect(isPhotoName('x/Y.JPEG')).toBe(true);
  expect(isPhotoName('x/y.gif')).toBe(false);
  expect(isSheetName('名单.XLSX')).toBe(true);
  expect(isSheetName('名单.csv')).toBe(false);
});

it('plans the photos in the zip order, with the failures their names alone decide', () => {
  const id = idNumberFor(4321);
  const withX = idNumberFor(4320);
  expect(withX.endsWith('X')).toBe(true);
  const plans = planPhotos(
    entries([`a/${id}.jpg`, 'readme.txt', `b/${id}.png`, `${withX.slice(0, 17)}${withX[17].toLowerCase()}.jpg`, '１２３４.jpg', 'not an id.jpg', '名单.xlsx']),
    'idNumber',
  );
  expect(plans.map((p) => [p.ordinal, p.entry.name, p.key, p.problem?.reason ?? null])).toEqual([
    [0, `a/${id}.jpg`, id, null],
    [1, `b/${id}.png`, id, 'photoImport.reason.duplicate'],
    [2, `${withX.slice(0, 17)}${withX[17].toLowerCase()}.jpg`, withX.toUpperCase(), null],
    [3, '１２３４.jpg', null, 'photoImport.reason.badIdentifier'],
    [4, 'not an id.jpg', null, 'photoImport.reason.badIdentifier'],
  ]);
  expect(plans[1].problem?.params).toEqual({ first: `a/${id}.jpg` });
  // student numbers: full-width digits are made half-width
  expect(planPhotos(entries(['１２３４.jpg']), 'studentNo')[0]).toMatchObject({ key: '1234', problem: null });
});
