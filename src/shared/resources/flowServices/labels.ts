import type { Catalogue } from '../../i18n/types';

// Labels of the flow services.
const labels: Catalogue = {
  'flowService.name': ['服务名称', 'Service name'],
  'flowService.flowKey': ['流程标识', 'Process key'],
  'flowService.flowKey.pattern': [
    '{field}须以字母开头，只能包含字母、数字、下划线、点、冒号和连字符',
    '{field} must start with a letter and hold only letters, digits, underscores, dots, colons and hyphens',
  ],
  'flowService.category': ['流程分类', 'Category'],
  'flowService.category.teaching': ['教学', 'Teaching'],
  'flowService.category.studentAffairs': ['学生事务', 'Student affairs'],
  'flowService.category.office': ['行政办公', 'Office'],
  'flowService.category.finance': ['财务', 'Finance'],
  'flowService.category.logistics': ['后勤', 'Logistics'],
  'flowService.category.other': ['其他', 'Other'],
  'flowService.icon': ['服务图标', 'Icon'],
  'flowService.roles': ['可办理角色', 'Roles that may use it'],
  'flowService.enabled': ['启用', 'Enabled'],
  'flowService.description': ['服务说明', 'Description'],
  'flowService.enable': ['启用', 'Enable'],
  'flowService.disable': ['停用', 'Disable'],
  'flowService.disableConfirm': ['确定停用所选流程服务吗？', 'Disable the chosen flow services?'],
  'flowService.counts': ['服务统计', 'Counts'],
  'flowService.counts.total': ['流程服务总数', 'Flow services'],
  'flowService.counts.enabled': ['已启用', 'Enabled'],
  'flowService.add': ['新增流程服务', 'Add a flow service'],
  'flowService.edit': ['编辑流程服务', 'Edit the flow service'],
  'flowService.notFound': ['未找到该流程标识对应的流程服务', 'No flow service has this process key'],
};
export default labels;
