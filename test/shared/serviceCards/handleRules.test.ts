// The handle rules a card column applies to a returned value, and the arguments each needs.
import { applyHandleRule, defaultRuleArg, HANDLE_RULES, ruleArgProblem } from '../../../src/shared/serviceCards/handleRules';

describe('handle rules', () => {
  it('formats dates as asked, leaving other text alone', () => {
    expect(applyHandleRule('2026-09-01 08:30:00', 'dateFormat', 'date')).toBe('2026-09-01');
    expect(applyHandleRule('2026-09-01 08:30:00', 'dateFormat', 'monthDay')).toBe('09-01');
    expect(applyHandleRule('2026-09-01 08:30:00', 'dateFormat', 'dateTime')).toBe('2026-09-01 08:30');
    expect(applyHandleRule('soon', 'dateFormat', 'date')).toBe('soon');
  });

  it('masks all but the first and last character', () => {
    expect(applyHandleRule('张三丰', 'mask', null)).toBe('张*丰');
    expect(applyHandleRule('13812345678', 'mask', null)).toBe('1*********8');
    expect(applyHandleRule('李四', 'mask', null)).toBe('李*');
  });

  it('translates through the dictionary, keeping an unknown code', () => {
    const dict = { STUDENT: '本专科生' };
    expect(applyHandleRule('STUDENT', 'dictionary', 'person_identity', dict)).toBe('本专科生');
    expect(applyHandleRule('ALIEN', 'dictionary', 'person_identity', dict)).toBe('ALIEN');
  });

  it('truncates by characters with an ellipsis; none shows numbers and blanks as text', () => {
    expect(applyHandleRule('关于2026年秋季学期开学的通知', 'truncate', '6')).toBe('关于2026…');
    expect(applyHandleRule('短', 'truncate', '6')).toBe('短');
    expect(applyHandleRule(42, 'none', null)).toBe('42');
    expect(applyHandleRule(null, 'none', null)).toBe('');
  });

  it('checks each rule’s argument; the default argument of every rule passes', () => {
    expect(ruleArgProblem('dateFormat', 'weekday')).toBe('serviceCards.rule.badDateFormat');
    expect(ruleArgProblem('dictionary', 'passwords')).toBe('serviceCards.rule.badDictionary');
    expect(ruleArgProblem('truncate', '0')).toBe('serviceCards.rule.badTruncate');
    expect(ruleArgProblem('truncate', '2.5')).toBe('serviceCards.rule.badTruncate');
    for (const rule of HANDLE_RULES) expect(ruleArgProblem(rule, defaultRuleArg(rule))).toBeNull();
  });
});
