// A summary chip's text colour (ToolPanels.readableOn): black or white, whichever reads better on
// the school's colour, so every chip reaches WCAG's 4.5:1.
import { readableOn } from '../../../../src/client/features/resources/ToolPanels';

const luminance = (hex: string) => {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

describe('a chip’s text colour', () => {
  it('is white on dark and black on light colours', () => {
    expect(readableOn('#1b1c1d')).toBe('#ffffff');
    expect(readableOn('#db2828')).toBe('#ffffff');
    expect(readableOn('#f2711c')).toBe('#000000');
    expect(readableOn('#2185d0')).toBe('#000000');
    expect(readableOn('#fbbd08')).toBe('#000000');
  });

  it('reaches 4.5:1 on every colour of a sweep, and black where the colour is unreadable', () => {
    for (let v = 0; v < 0x1000000; v += 0x0f0f0f) {
      const color = `#${v.toString(16).padStart(6, '0')}`;
      expect(contrast(readableOn(color), color)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn('red')).toBe('#000000');
  });
});
