import { Catalogue } from './types';

// Messages only the server produces (demo data labels, action types, job reasons).
const server: Catalogue = {
  // request layer
  'protocol.signatureMissing': ['请求缺少签名', 'The request carries no signature'],
  'protocol.signaturePathMismatch': ['请求签名的路径与实际请求不符', 'The signed path differs from the requested one'],
  'protocol.badRequestTarget': ['请求地址格式错误：只接受以 / 开头、不带 # 的路径', 'The request target must be a path starting with / and without a #'],
  'protocol.headersTooLarge': ['请求地址或请求头过长', 'The request address or headers are too long'],
  'protocol.badRequest': ['请求格式错误', 'The request is malformed'],
  'protocol.tooManyReports': ['报告过多，请 {seconds} 秒后再发送', 'Too many reports; send again in {seconds} s'],
  'protocol.requestTimeout': ['请求超时', 'The request timed out'],
  // schema validation reasons beyond core's (9009 results)
  'validation.minimum': ['{field}不能小于{limit}', '{field} must not be less than {limit}'],
  'validation.maximum': ['{field}不能大于{limit}', '{field} must not be greater than {limit}'],
  'validation.minItems': ['{field}至少需要{limit}项', '{field} needs at least {limit} items'],
  'validation.nulCharacter': ['{field}不能包含空字符（NUL）', '{field} must not contain a NUL character'],
  'validation.loneSurrogate': [
    '{field}包含无效字符（不成对的代理项），请重新输入',
    '{field} contains an invalid character (a lone surrogate); please type it again',
  ],
  'validation.numberRange': ['{field}超出允许的数值范围', '{field} is out of the allowed range'],
  'validation.tooDeep': ['{field}嵌套层级过深', '{field} is nested too deeply'],
  // sign-in and session
  'auth.signedIn': ['登录成功', 'Signed in'],
  'auth.signedOut': ['已退出登录', 'Signed out'],
  'auth.unlocked': ['已解锁', 'Unlocked'],
  'auth.sessionEnded': ['登录已失效，请重新登录', 'Your session has ended; please sign in again'],
  // alumni action types (src/shared/domain/alumni.ts)
  'alumniAction.post': ['发布动态', 'Posting'],
  'alumniAction.comment': ['评论', 'Comments'],
  'alumniAction.repost': ['转发', 'Reposts'],
  'alumniAction.profile': ['昵称与简介', 'Nickname and profile'],
  // the dealing mechanisms every tenant is given (src/shared/domain/alumni.ts MECHANISM_CODES):
  // the seed writes the Chinese, the mechanisms lookup answers in the caller's language
  'alumniMechanism.BLOCK.name': ['直接拦截', 'Block outright'],
  'alumniMechanism.BLOCK.description': [
    '内容命中敏感词时拒绝发布，并提示用户修改后重新提交。',
    'Content with a sensitive word is refused, and the user is asked to change it and send it again.',
  ],
  'alumniMechanism.MASK.name': ['替换为***', 'Replace with ***'],
  'alumniMechanism.MASK.description': [
    '将命中的敏感词替换为***后正常发布，其余内容不受影响。',
    'The sensitive word is replaced with *** and the content is published; the rest is untouched.',
  ],
  'alumniMechanism.REVIEW.name': ['提交人工审核', 'Send for manual review'],
  'alumniMechanism.REVIEW.description': [
    '内容先进入待审核队列，管理员审核通过后才对其他用户可见。',
    'The content waits in the review queue and is shown to other users only once an administrator approves it.',
  ],
  // dictionary names (dict/list)
  'dict.gender': ['性别', 'Gender'],
  'dict.person_identity': ['人员身份', 'Identity'],
  'dict.org_unit_type': ['组织类型', 'Organisation unit type'],
  'dict.class_type': ['班级类型', 'Class type'],
  'dict.teacher_current_status': ['教职工当前状态', 'Staff status'],
  'dict.stu_current_status': ['学生当前状态', 'Student status'],
  'dict.stu_present_state': ['学生在校状态', 'Student presence'],
  'dict.service_shelf_status': ['服务上架状态', 'Service shelf status'],
};
export default server;
