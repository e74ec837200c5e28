// The photo export's small parts on their own: entry names (safe, never repeated), the
// "identifier is missing" selection (AND-ed into every OR-group), format detection and
// conversion, and the bounded parallel map.
import sharp from 'sharp';
import { lackingField } from '../../../src/server/exports/selection';
import { formatOf, inFormat } from '../../../src/server/photoExport/convert';
import { entryNamer, safeBase } from '../../../src/server/photoExport/entryNames';
import { mapBounded } from '../../../src/server/photos/bounded';
import type { AdvancedSearchRow } from '../../../src/shared/people/query';
import { makePicture } from './seedPhotos';

describe('entry names', () => {
  it('names by the identifier and never repeats a name, whatever its case', () => {
    const name = entryNamer();
    expect(name('2023001', 'jpg')).toBe('2023001.jpg');
    expect(name('2023001', 'jpg')).toBe('2023001_2.jpg');
    expect(name('2023001', 'jpg')).toBe('2023001_3.jpg');
    expect(name('11010520050315002X', 'png')).toBe('11010520050315002X.png');
    expect(name('11010520050315002x', 'png')).toBe('11010520050315002x_2.png');
  });

  it('makes an identifier safe as a file name', () => {
    expect(safeBase('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeBase('../../etc/passwd')).toBe('__.._etc_passwd');
    expect(safeBase('..')).toBe('_');
    expect(safeBase(' \t ')).toBe('_');
    expect(safeBase('x'.repeat(300))).toHaveLength(100);
    expect(safeBase('张三')).toBe('张三');
  });
});

describe('lackingField', () => {
  const base = { identity: 'STUDENT' as const, filters: { name: '张' }, ids: [1, 2] };
  const missing = { join: 'and', field: 'studentNo', operator: 'empty' };

  it('is the only condition when there is no search', () => {
    expect(lackingField({ ...base, advancedSearch: [] }, 'studentNo')).toEqual({ ...base, advancedSearch: [missing] });
  });

  it('is AND-ed into every OR-group', () => {
    const a: AdvancedSearchRow = { join: 'and', field: 'name', operator: 'like', value: 'A' };
    const b: AdvancedSearchRow = { join: 'or', field: 'name', operator: 'like', value: 'B' };
    const c: AdvancedSearchRow = { join: 'and', field: 'grade', operator: '=', value: '2023' };
    // a or b and c  →  a and X or b and c and X
    expect(lackingField({ ...base, advancedSearch: [a, b, c] }, 'studentNo').advancedSearch).toEqual([a, missing, b, c, missing]);
    // a first row's join is ignored, never a group boundary
    const first = { ...b };
    expect(lackingField({ ...base, advancedSearch: [first, c] }, 'studentNo').advancedSearch).toEqual([first, c, missing]);
  });
});

describe('formats', () => {
  it('tells JPEG from PNG by the bytes', async () => {
    expect(formatOf(await makePicture('jpeg', 8, 8))).toBe('jpeg');
    expect(formatOf(await makePicture('png', 8, 8))).toBe('png');
    expect(formatOf(Buffer.from('GIF89a'))).toBeNull();
    expect(formatOf(Buffer.alloc(0))).toBeNull();
  });

  it('copies a picture already in the format and converts any other', async () => {
    const jpeg = await makePicture('jpeg', 30, 40);
    const png = await makePicture('png', 30, 40);
    expect(await inFormat(jpeg, 'jpeg')).toBe(jpeg);
    expect(await inFormat(png, 'png')).toBe(png);
    expect(await sharp(await inFormat(png, 'jpeg')).metadata()).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(await sharp(await inFormat(jpeg, 'png')).metadata()).toMatchObject({ format: 'png', width: 30, height: 40 });
  });

  it('turns a picture upright by its orientation when converting', async () => {
    // stored 40 wide, 30 high, tagged "rotate 90°": seen 30 × 40
    const tagged = await sharp(await makePicture('jpeg', 40, 30))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(await inFormat(tagged, 'png')).metadata()).toMatchObject({ width: 30, height: 40 });
  });

  it('lays transparency on white for JPEG', async () => {
    const clear = await sharp({ create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { data } = await sharp(await inFormat(clear, 'jpeg'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(250);
  });

  it('fails on bytes that are no picture', async () => {
    await expect(inFormat(Buffer.from('not a picture'), 'png')).rejects.toThrow();
  });
});

describe('mapBounded', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapBounded([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
    expect(await mapBounded([], 4, async (n: number) => n)).toEqual([]);
  });
});
