import type { Catalogue } from '../../i18n/types';

// Labels of the covert users collection and its overview.
const labels: Catalogue = {
  'covertUser.person': ['人员', 'Person'],
  'covertUser.identity': ['身份', 'Identity'],
  'covertUser.remark': ['备注', 'Remark'],
  'covertUser.add': ['添加隐身用户', 'Add covert users'],
  'covertUser.removeConfirm': ['确定将所选人员移出隐身名单吗？', 'Show the chosen people in the address book again?'],
  'covertUser.truncated': ['已清空{count}个隐身用户', '{count} covert users cleared'],
  'covertUser.truncate': ['清空', 'Clear all'],
  'covertUser.truncateConfirm': [
    '确定清空全部隐身用户吗？清空后他们将重新出现在通讯录中。',
    'Clear every covert user? They will show in the address book again.',
  ],
  'covertUser.overview': ['概览', 'Overview'],
  'covertUser.overviewTotal': ['隐身用户总数', 'Covert users in all'],
};
export default labels;
