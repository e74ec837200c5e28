// One resolution of what a failure says (src/client/lib/problem.ts): a message said from a
// catalogue key is said again in the language the console shows now; words as they came only
// when the console does not hold the key's catalogue; the key the server named is kept from the
// envelope through the problem, the message and the toast.
import { translate } from '../../../src/shared/i18n';
import { ApiError } from '../../../src/client/api/types';
import { messageOf, messageToast, problemOf, problemText, say, saidProblem, toProblem } from '../../../src/client/lib/problem';

const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);
const refusal = { status: 1002, msg: '版本 7 不存在', msgKey: 'document.versionNotFound', msgParams: { version: 7 } };

it('says a refusal the server made from a key in the language shown now, not the one it came in', () => {
  expect(problemText(en, problemOf(refusal))).toBe(translate('en', 'document.versionNotFound', { version: 7 }));
  expect(say(en, messageOf(refusal))).toBe(translate('en', 'document.versionNotFound', { version: 7 }));
  expect(problemText(en, saidProblem(refusal))).toBe(translate('en', 'document.versionNotFound', { version: 7 }));
});

it('falls back to the words as they came for a key the console does not hold, never the raw key', () => {
  const unknown = { status: 1002, msg: 'the server said so', msgKey: 'nowhere.unknownKey' };
  expect(problemText(en, problemOf(unknown))).toBe('the server said so');
  expect(say(en, messageOf(unknown))).toBe('the server said so');
});

it('keeps words without a key as they are, and says 操作失败 for a refusal with no words', () => {
  expect(say(en, messageOf({ msg: 'plain words' }))).toBe('plain words');
  expect(say(en, messageOf({ msg: '' }))).toBe(translate('en', 'common.operationFailed'));
  expect(problemOf({ status: 1002, msg: '' })).toMatchObject({ key: 'protocol.unknownError' });
});

it('keeps the key of a failure the request layer or the server raised', () => {
  const thrown = new ApiError(8010, '接口请求超时，请稍后重试', { key: 'protocol.timeout' });
  expect(problemText(en, toProblem(thrown))).toBe(translate('en', 'protocol.timeout'));
  expect(toProblem(new Error('boom'))).toEqual({ status: 8008, msg: 'boom' });
});

it('carries the key, the parameters and the fallback words into an error toast', () => {
  expect(messageToast(messageOf(refusal))).toEqual({ kind: 'error', key: 'document.versionNotFound', params: { version: 7 }, text: '版本 7 不存在' });
  expect(messageToast({ text: 'x' })).toEqual({ kind: 'error', text: 'x' });
});
