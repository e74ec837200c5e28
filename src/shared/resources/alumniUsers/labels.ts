import type { Catalogue } from '../../i18n/types';

// Labels of the alumni users collection.
const labels: Catalogue = {
  'alumniUser.name': ['姓名', 'Name'],
  'alumniUser.account': ['账号', 'Account'],
  'alumniUser.phone': ['手机号', 'Phone'],
  'alumniUser.role': ['角色', 'Role'],
  'alumniUser.role.ALUMNUS': ['普通校友', 'Alumnus'],
  'alumniUser.role.CLASS_CONTACT': ['班级联络人', 'Class contact'],
  'alumniUser.role.ASSOCIATION_ADMIN': ['校友会管理员', 'Association administrator'],
  'alumniUser.role.TEACHER': ['教师校友', 'Teacher'],
  'alumniUser.postCount': ['动态数', 'Posts'],
  'alumniUser.forbidden': ['禁言', 'Forbidden'],
  'alumniUser.registeredAt': ['注册时间', 'Registered at'],
  'alumniUser.forbid': ['禁言', 'Forbid'],
  'alumniUser.allow': ['解除禁言', 'Allow'],
  'alumniUser.forbidConfirm': ['确定禁言所选校友吗？禁言后不能发布动态和评论。', 'Forbid the chosen users? They can no longer post or comment.'],
  'alumniUser.posts': ['动态', 'Posts'],
  'alumniUser.postsOf': ['{name}的动态', 'Posts by {name}'],
  'alumniUser.post.content': ['内容', 'Text'],
  'alumniUser.post.images': ['图片', 'Images'],
  'alumniUser.post.likes': ['点赞', 'Likes'],
  'alumniUser.post.comments': ['评论', 'Comments'],
  'alumniUser.post.status': ['状态', 'Status'],
  'alumniUser.post.shown': ['正常', 'Shown'],
  'alumniUser.post.blocked': ['已屏蔽', 'Blocked'],
  'alumniUser.post.held': ['待审核', 'Held for review'],
  'alumniUser.post.createdAt': ['发布时间', 'Posted at'],
};
export default labels;
