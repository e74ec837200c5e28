import { Catalogue } from './types';

// The password change: the header's user menu, the dialog, the shared rule's reasons
// (src/shared/auth/password.ts) and the server's answers.
const password: Catalogue = {
  'password.change': ['修改密码', 'Change password'],
  'password.current': ['当前密码', 'Current password'],
  'password.new': ['新密码', 'New password'],
  'password.repeat': ['确认新密码', 'Repeat the new password'],
  'password.ruleHint': [
    '至少8个字符，包含小写字母、大写字母、数字、符号中的至少三种，且不能包含账号',
    'At least 8 characters with at least three of: lower case, upper case, digits, symbols; not containing the account',
  ],
  'password.submit': ['确定修改', 'Change'],
  'password.later': ['以后再说', 'Later'],
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
  'password.published': ['不能使用公开的演示密码', 'The published demo password cannot be used'],
  'password.sameAsCurrent': ['新密码不能与当前密码相同', 'The new password must differ from the current one'],
  // the server's answers
  'password.wrongCurrent': ['当前密码错误', 'The current password is wrong'],
  'password.changed': ['密码已修改，其他设备上的登录已退出', 'Password changed; your other sign-ins were ended'],
  'auth.passwordChanged': ['密码已修改，请使用新密码重新登录', 'Your password was changed; please sign in with the new password'],
};

export default password;
