import { Catalogue } from './types';

// Messages of /ProjectDetails: the platform, its administrators and the modules' counts.
const projectDetails: Catalogue = {
  'projectDetails.refresh': ['刷新', 'Refresh'],
  'projectDetails.unnamed': ['未命名平台', 'Unnamed platform'],
  'projectDetails.admins': ['管理员', 'Administrators'],
  'projectDetails.account': ['账号', 'Account'],
  'projectDetails.adminName': ['姓名', 'Name'],
  'projectDetails.lastSignIn': ['最近登录', 'Last sign-in'],
  'projectDetails.neverSignedIn': ['未记录', 'Not recorded'],
  'projectDetails.disabled': ['已停用', 'Disabled'],
  'projectDetails.people': ['人员', 'People'],
  'projectDetails.peopleTotal': ['合计', 'In all'],
  'projectDetails.modules': ['模块', 'Modules'],
  'projectDetails.services': ['服务（已上架 / 全部）', 'Services (shelved / all)'],
  'projectDetails.flowServices': ['流程服务（已启用 / 全部）', 'Flow services (enabled / all)'],
  'projectDetails.documents': ['配置（已发布 / 全部）', 'Settings (published / all)'],
  'projectDetails.appVersion': ['应用版本（{platform}）', 'App version ({platform})'],
  'projectDetails.collections': ['数据集', 'Collections'],
  'projectDetails.appKeys': ['应用密钥', 'App keys'],
  'projectDetails.keyId': ['密钥 ID', 'Key ID'],
  'projectDetails.keyName': ['名称', 'Name'],
  'projectDetails.keyCreated': ['创建时间', 'Created'],
  'projectDetails.keyLastUsed': ['最近使用', 'Last used'],
  'projectDetails.neverUsed': ['未使用', 'Never used'],
  'projectDetails.rotate': ['更换密钥', 'Rotate'],
  'projectDetails.rotateQuestion': [
    '确定为 {id} 生成新的密钥吗？旧密钥将立即失效，各应用需改用新密钥。',
    'Make a new secret for {id}? The old secret stops working at once; the apps must use the new one.',
  ],
  'projectDetails.newSecret': ['{id} 的新密钥', 'New secret of {id}'],
  'projectDetails.secretOnce': ['新密钥只显示这一次，请立即妥善保存。', 'The new secret is shown this once only: keep it safe now.'],
};
export default projectDetails;
