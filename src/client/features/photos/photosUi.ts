import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the console's user photo screen (document 000 §1, §3 "User image: list, delete,
// delete all, import, export, export count, config"): the identity tabs, filters, list, the
// removal notices and the photo settings dialog. Identities reuse identity.*, field labels
// importField.* and people.*; the import and export dialogs have their own catalogues. The
// console's own: the server never says these.
const photosUi: Catalogue = {
  'photosUi.title': ['用户照片管理', 'User photos'],
  'photosUi.listName': ['{identity}照片', '{identity} photos'],
  // filters
  'photosUi.filter.hasPhoto': ['是否有照片', 'Photo'],
  'photosUi.hasPhoto.yes': ['有照片', 'With a photo'],
  'photosUi.hasPhoto.no': ['无照片', 'Without a photo'],
  // columns
  'photosUi.col.placement': ['单位/班级', 'Unit / class'],
  'photosUi.col.photoTime': ['照片时间', 'Photo time'],
  'photosUi.viewFull': ['点击查看大图', 'Click to view the full photo'],
  'photosUi.previewTitle': ['{name} 的照片', "{name}'s photo"],
  // removal
  'photosUi.remove': ['删除照片', 'Remove photo'],
  'photosUi.removeChecked': ['删除选中', 'Remove checked'],
  'photosUi.removeAll': ['全部删除', 'Remove all'],
  'photosUi.confirm.one': ['确定删除 {name} 的照片吗？', "Remove {name}'s photo?"],
  'photosUi.confirm.checked': ['确定删除选中的 {count} 人的照片吗？', 'Remove the photos of the {count} people checked?'],
  'photosUi.confirm.all': [
    '将删除全部{identity}的 {count} 张照片，删除后无法恢复，确定继续吗？',
    'This removes all {count} photos of {identity}; they cannot be restored. Continue?',
  ],
  'photosUi.removeAll.none': ['当前没有可删除的照片', 'There are no photos to remove'],
  'photosUi.removed': ['已删除 {count} 张照片', '{count} photos removed'],
  // settings
  'photosUi.config.open': ['照片设置', 'Photo settings'],
  'photosUi.config.title': ['照片导入设置', 'Photo import settings'],
  'photosUi.config.maxSizeKb': ['单张照片大小上限（KB）', 'Largest photo (KB)'],
  'photosUi.config.minWidth': ['最小宽度（像素）', 'Smallest width (px)'],
  'photosUi.config.minHeight': ['最小高度（像素）', 'Smallest height (px)'],
  'photosUi.config.formats': ['允许的照片格式', 'Formats accepted'],
  'photosUi.config.format.jpeg': ['JPG / JPEG', 'JPG / JPEG'],
  'photosUi.config.format.png': ['PNG', 'PNG'],
  'photosUi.config.sizeHint': ['0 表示不限', '0 means any'],
  'photosUi.config.hint': ['照片压缩包导入时按以下规则检查每张照片。', 'The photo zip import checks every photo against these rules.'],
  'photosUi.config.range': ['请输入 {min} 到 {max} 之间的整数', 'Enter a whole number from {min} to {max}'],
  'photosUi.config.formatRequired': ['请至少选择一种照片格式', 'Choose at least one format'],
};
export default photosUi;
