import { Catalogue } from './types';

// The password change: the header's user menu, the dialog, the shared rule's reasons
// (src/shared/auth/password.ts) and the server's answers.
const password: Catalogue = {
  'password.change': ['修改密码', 'Change password'],
  'password.current': ['当前密码', 'Current password'],
  'password.new': ['新密码', 'New password'],
  'password.repeat': ['确认新密码', 'Repeat the new password'],
  'password.ruleHint': [
    '至少8个字符，包含小写字母、大写字母、数字、符号中的至少三种，不能包含账号，也不能是容易被猜到的常用密码（如 P@ssw0rd）',
    'At least 8 characters with at least three of: lower case, upper case, digits, symbols; not containing the account, and not a common, easily guessed password (such as P@ssw0rd)',
  ],
  'password.submit': ['确定修改', 'Change'],
  'password.mustChange': [
    '您仍在使用初始密码，为了账号安全，请立即修改。',
    'You are still using the initial password; please change it now to keep the account safe.',
  ],
  // the rule's reasons
  'password.currentRequired': ['请输入当前密码', 'Please enter the current password'],
  'password.newRequired': ['请输入新密码', 'Please enter the new password'],
  'password.repeatRequired': ['请再次输入新密码', 'Please repeat the new password'],
  'password.mismatch': ['两次输入的新密码不一致', 'The two new passwords differ'],
  'password.tooShort': ['新密码至少需要{min}个字符', 'The new password needs at least {min} characters'],
  'password.tooLong': ['新密码不能超过{max}个字符', 'The new password must not exceed {max} characters'],
  'password.tooSimple': [
    '新密码需包含小写字母、大写字母、数字、符号中的至少{kinds}种',
    'The new password needs at least {kinds} of: lower case, upper case, digits, symbols',
  ],
  'password.containsAccount': ['新密码不能包含账号', 'The new password must not contain the account'],
  // the server's strength check (src/server/auth/strength.ts): zxcvbn's score and its reason
  'password.weak': [
    '新密码太容易被猜到（强度 {score}/4，至少需要 {min}），请使用更长、更不常见的组合，例如几个不相关的词加数字和符号',
    'The new password is too easy to guess (strength {score}/4, at least {min} needed); use a longer, less common mix, such as a few unrelated words with digits and symbols',
  ],
  'password.weak.topTen': ['这是最常用的密码之一，很容易被猜到，请换一个', 'This is one of the most used passwords and easy to guess; choose another'],
  'password.weak.topHundred': ['这是最常用的一百个密码之一，很容易被猜到，请换一个', 'This is one of the hundred most used passwords; choose another'],
  'password.weak.common': ['这是常用密码，很容易被猜到，请换一个', 'This is a commonly used password and easy to guess; choose another'],
  'password.weak.similarToCommon': [
    '这与常用密码非常相似（大小写、数字或符号替换字母都会被猜到），请换一个',
    'This is very like a commonly used password (capitals, or digits and symbols for letters, are guessed too); choose another',
  ],
  'password.weak.wordByItself': [
    '单个词语加简单变化很容易被猜到，请组合几个不相关的词',
    'A single word with small changes is easy to guess; combine a few unrelated words',
  ],
  'password.weak.namesByThemselves': ['姓名很容易被猜到，请不要只用姓名', 'Names are easy to guess; do not use names alone'],
  'password.weak.commonNames': ['常见的姓名很容易被猜到，请不要使用', 'Common names are easy to guess; do not use them'],
  'password.weak.straightRow': ['键盘上连成一排的按键很容易被猜到', 'Keys in a straight row on the keyboard are easy to guess'],
  'password.weak.keyPattern': ['键盘上的简单图形很容易被猜到', 'Short keyboard patterns are easy to guess'],
  'password.weak.simpleRepeat': ['“aaa”这样的重复字符很容易被猜到', 'Repeated characters such as "aaa" are easy to guess'],
  'password.weak.extendedRepeat': ['“abcabcabc”这样重复的组合很容易被猜到', 'Repeated patterns such as "abcabcabc" are easy to guess'],
  'password.weak.sequences': ['“abc”“123”这样的序列很容易被猜到', 'Sequences such as "abc" or "123" are easy to guess'],
  'password.weak.recentYears': ['近年的年份很容易被猜到', 'Recent years are easy to guess'],
  'password.weak.dates': ['日期很容易被猜到', 'Dates are easy to guess'],
  'password.weak.userInputs': ['请不要使用账号、单位等与您有关的信息', 'Do not use your account, your school or other details about you'],
  'password.published': ['不能使用公开的演示密码', 'The published demo password cannot be used'],
  'password.sameAsCurrent': ['新密码不能与当前密码相同', 'The new password must differ from the current one'],
  // the server's answers
  'password.wrongCurrent': ['当前密码错误', 'The current password is wrong'],
  'password.changeFirst': ['您仍在使用初始密码：修改密码后才能继续使用。', 'You are still using the initial password: change it before doing anything else.'],
  'password.changed': ['密码已修改，其他设备上的登录已退出', 'Password changed; your other sign-ins were ended'],
  'auth.passwordChanged': ['密码已修改，请使用新密码重新登录', 'Your password was changed; please sign in with the new password'],
};

export default password;
