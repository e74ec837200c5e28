// The QR code's module matrix as drawn: the three finder patterns where the standard puts them,
// a size that grows with the text, and the same drawing for the same text.
import { qrPath } from '../../../../src/client/widgets/qrCode/QrCode';

/** The dark modules of a drawn path, as "x,y" (quiet zone removed). */
function darkModules(text: string): { dark: Set<string>; size: number } {
  const { path, span } = qrPath(text);
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${Number(m[1]) - 4},${Number(m[2]) - 4}`));
  return { dark, size: span - 8 };
}

/** A finder pattern: a 7×7 dark ring, a light ring, a 3×3 dark centre. */
function isFinder(dark: Set<string>, ox: number, oy: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6;
      const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
      if (dark.has(`${ox + x},${oy + y}`) !== (ring || centre)) return false;
    }
  }
  return true;
}

describe('QR code drawing', () => {
  it('has the three finder patterns of a QR symbol', () => {
    const { dark, size } = darkModules('http://127.0.0.1:3000/downloadMiddlePage?tenant=000000');
    expect((size - 17) % 4).toBe(0); // 21, 25, 29 … modules: version 1 and up
    expect(isFinder(dark, 0, 0)).toBe(true);
    expect(isFinder(dark, size - 7, 0)).toBe(true);
    expect(isFinder(dark, 0, size - 7)).toBe(true);
    expect(isFinder(dark, size - 7, size - 7)).toBe(false);
  });

  it('grows with the text and draws the same text the same way', () => {
    expect(darkModules('a'.repeat(200)).size).toBeGreaterThan(darkModules('short').size);
    expect(qrPath('same').path).toBe(qrPath('same').path);
    expect(qrPath('same').path).not.toBe(qrPath('other').path);
  });
});
