import type { Catalogue } from '../../i18n/types';

// Labels of the covert users collection and its overview.
const labels: Catalogue = {
  'covertUser.title': ['隐身用户', 'Covert users'],
  'covertUser.person': ['人员', 'Person'],
  'covertUser.identity': ['身份', 'Identity'],
  'covertUser.remark': ['备注', 'Remark'],
  'covertUser.add': ['添加隐身用户', 'Add covert users'],
  'covertUser.removeConfirm': ['确定将所选人员移出隐身名单吗？', 'Show the chosen people in the address book again?'],
  'covertUser.truncated': ['已清空{count}个隐身用户', '{count} covert users cleared'],
};
export default labels;
