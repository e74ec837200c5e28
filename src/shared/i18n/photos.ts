import { Catalogue } from './types';

// Messages of the photo screen's and the photo export's server side (src/server/photos,
// src/server/photoExport and their routes): refusals, answers, and what a picture link says when
// it cannot serve. The photo export's dialog wording (title, naming rule, format, the notice) is
// under `photoExport.` in workflows.ts; the bulk export's refusals (file name, busy, links) are
// reused from exports.ts as they are.
const photos: Catalogue = {
  'photos.removed': ['已删除 {removed} 张照片', '{removed} photos removed'],
  'photos.configSaved': ['照片设置已保存', 'The photo settings were saved'],
  'photos.refused.noIds': ['请选择要删除照片的用户', 'Please select the users whose photos to remove'],
  'photos.refused.badId': ['选择的用户有误：{value}', 'The selected users are not valid: {value}'],
  'photos.refused.tooManyIds': ['一次最多删除{max}个用户的照片', "At most {max} users' photos can be removed at once"],
  'photos.link.invalid': ['照片链接无效', 'The photo link is not valid'],
  'photos.link.expired': ['照片链接已过期，请刷新页面', 'The photo link has expired; please reload the page'],
  'photos.link.notFound': ['照片不存在', 'The photo does not exist'],
  'photoExport.refused.namingRule': ['请选择该类用户可用的照片命名规则', 'Please choose a naming rule these users can be named by'],
  'photoExport.refused.nothing': ['所选范围内没有可按此规则导出的照片', 'No photo in the chosen range can be exported under this naming rule'],
};
export default photos;
