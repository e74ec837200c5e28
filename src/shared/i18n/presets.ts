import { Catalogue } from './types';

// The preset services (/PresetRoleService, /PresetPersonalService): the server's refusals
// (src/server/presetServices) and the console screen's texts (src/client/features/presetServices).
const presets: Catalogue = {
  // ---- server ----
  'presets.tooMany': ['最多预置 {max} 个服务（当前 {count} 个）', 'At most {max} services can be preset ({count} given)'],
  'presets.duplicate': ['服务（编号 {id}）重复出现', 'The service (id {id}) is listed twice'],
  'presets.serviceUnknown': ['服务（编号 {id}）不存在或不属于当前单位', "The service (id {id}) does not exist or is not this tenant's"],
  'presets.personUnknown': ['人员不存在、不属于当前单位或没有个人预置', "The person does not exist, is not this tenant's or has no personal preset"],
  'presets.saved': ['已保存 {count} 个预置服务', '{count} preset services saved'],

  // ---- console ----
  'presetsUi.roles': ['角色', 'Roles'],
  'presetsUi.people': ['人员', 'People'],
  'presetsUi.memberCount': ['{count} 人', '{count} members'],
  'presetsUi.serviceCount': ['{count} 个服务', '{count} services'],
  'presetsUi.chooseRole': ['请在左侧选择角色', 'Choose a role on the left'],
  'presetsUi.choosePerson': ['请在左侧选择人员，或添加人员', 'Choose a person on the left, or add people'],
  'presetsUi.roleTitle': ['“{name}”的预置服务', 'Preset services of "{name}"'],
  'presetsUi.personTitle': ['{name} 的个人预置服务', 'Personal preset services of {name}'],
  'presetsUi.intro.role': [
    '每个角色在首页默认看到的服务及其顺序；只能添加已上架的服务，最多 {max} 个。',
    'The services each role sees on its home screen by default, in order; only shelved services, at most {max}.',
  ],
  'presetsUi.intro.person': [
    '为指定人员预置服务：替换或排在其角色预置之前；右侧为其当前实际看到的服务。',
    "Preset services for named people: replacing their roles' presets or before them; on the right what they see now.",
  ],
  'presetsUi.addService': ['添加服务', 'Add service'],
  'presetsUi.pickService': ['搜索并选择已上架的服务', 'Search and pick a shelved service'],
  'presetsUi.empty': ['尚未预置服务', 'No preset services yet'],
  'presetsUi.takenOff': ['已下架', 'Taken off'],
  'presetsUi.moveUp': ['上移', 'Move up'],
  'presetsUi.moveDown': ['下移', 'Move down'],
  'presetsUi.remove': ['移除', 'Remove'],
  'presetsUi.save': ['保存', 'Save'],
  'presetsUi.revert': ['撤销修改', 'Undo changes'],
  'presetsUi.unsaved': ['有未保存的修改', 'Unsaved changes'],
  'presetsUi.tooMany': ['最多预置 {max} 个服务', 'At most {max} services can be preset'],
  'presetsUi.switchTitle': ['放弃未保存的修改？', 'Discard unsaved changes?'],
  'presetsUi.switchText': ['当前列表有未保存的修改，切换后这些修改将丢失。', 'The current list has unsaved changes; they are lost if you switch.'],
  'presetsUi.switchConfirm': ['放弃并切换', 'Discard and switch'],
  'presetsUi.mode': ['与角色预置的关系', "Relation to the roles' presets"],
  'presetsUi.mode.prepend': ['排在角色预置之前', "Before the roles' presets"],
  'presetsUi.mode.replace': ['替换角色预置', "Replace the roles' presets"],
  'presetsUi.effective': ['实际看到的服务（已保存的设置）', 'What they see (saved settings)'],
  'presetsUi.effectiveEmpty': ['没有可见的服务', 'No services to show'],
  'presetsUi.source.person': ['个人', 'Personal'],
  'presetsUi.source.role': ['角色', 'Role'],
  'presetsUi.personRoles': ['所属角色：{names}', 'Roles: {names}'],
  'presetsUi.noRoles': ['无角色', 'No role'],
  'presetsUi.addPeople': ['添加人员', 'Add people'],
  'presetsUi.pickerTitle': ['添加个人预置人员（排除已有人员）', 'Add people for personal presets (excluding existing ones)'],
  'presetsUi.kind': ['人员类型', 'Kind'],
  'presetsUi.search': ['姓名或编号', 'Name or number'],
  'presetsUi.removePerson': ['删除个人预置', 'Remove personal preset'],
  'presetsUi.removeTitle': ['删除个人预置', 'Remove the personal preset'],
  'presetsUi.removeText': ['删除 {name} 的个人预置？其角色预置不受影响。', "Remove {name}'s personal preset? Their roles' presets stay."],
  'presetsUi.loadFailed': ['读取失败', 'Could not be read'],
  'presetsUi.peopleEmpty': ['还没有人员设置个人预置', 'Nobody has a personal preset yet'],
};
export default presets;
