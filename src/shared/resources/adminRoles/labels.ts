import type { Catalogue } from '../../i18n/types';

// Labels of the administrators' roles.
const labels: Catalogue = {
  'adminRole.name': ['角色名称', 'Role'],
  'adminRole.grants': ['权限', 'Rights'],
  'adminRole.builtIn': ['内置', 'Built in'],
  'adminRole.remark': ['备注', 'Remark'],
  'adminRole.add': ['新增角色', 'Add a role'],
  'adminRole.edit': ['编辑角色', 'Edit the role'],
  'adminRole.removeConfirm': ['确定删除角色“{name}”吗？', 'Remove the role "{name}"?'],
  'adminRole.inUse': ['该角色仍有 {count} 个管理员使用，不能删除', '{count} administrator(s) still hold this role: it cannot be removed'],
  'adminRole.builtInFixed': [
    '内置角色“全部权限”拥有全部权限，不能删除，也不能减少其权限',
    'The built-in role "Every right" holds every right: it cannot be removed or given fewer rights',
  ],
};
export default labels;
