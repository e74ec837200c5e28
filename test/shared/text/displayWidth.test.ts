// Display width (src/shared/displayWidth.ts): a CJK character takes two columns, a Latin letter
// one; a cut keeps whole characters within the width and adds an ellipsis.
import { charWidth, cutToWidth, displayWidth } from '../../../src/shared/displayWidth';

describe('displayWidth', () => {
  it('counts wide characters as 2 and narrow ones as 1', () => {
    expect(charWidth('a')).toBe(1);
    expect(charWidth('学')).toBe(2);
    expect(charWidth('，')).toBe(2);
    expect(charWidth('한')).toBe(2);
    expect(charWidth('😀')).toBe(2);
    expect(charWidth('\u0301')).toBe(0);
    expect(displayWidth('')).toBe(0);
    expect(displayWidth('Student')).toBe(7);
    expect(displayWidth('当前学籍状态')).toBe(12);
    expect(displayWidth('ID号码')).toBe(6);
  });
});

describe('cutToWidth', () => {
  it('keeps a text that fits', () => {
    expect(cutToWidth('姓名', 10)).toEqual({ text: '姓名', cut: false });
    expect(cutToWidth('当前学籍状', 10)).toEqual({ text: '当前学籍状', cut: false });
    expect(cutToWidth('Student no', 10)).toEqual({ text: 'Student no', cut: false });
  });

  it('cuts five Chinese characters or ten Latin letters, plus an ellipsis', () => {
    expect(cutToWidth('当前学籍状态', 10)).toEqual({ text: '当前学籍状…', cut: true });
    expect(cutToWidth('Current status', 10)).toEqual({ text: 'Current st…', cut: true });
    expect(cutToWidth('Gender of the person', 10)).toEqual({ text: 'Gender of …', cut: true });
  });

  it('never splits a wide character across the limit', () => {
    // 'abc' (3) + 学 (2) + 籍 (2) + 状 (2) = 9; 态 would make 11
    expect(cutToWidth('abc学籍状态', 10)).toEqual({ text: 'abc学籍状…', cut: true });
    expect(cutToWidth('a学籍状态学', 10)).toEqual({ text: 'a学籍状态…', cut: true });
  });
});
