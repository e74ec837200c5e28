import { Catalogue } from './types';

// Editing records on the generic collection screen (src/client/features/resources and its
// widgets imageUpload and richText; issue 12): actions, reorder, detail view, image uploads, the
// rich-text editor, sub-records and date ranges. Keys `resourceUi.*`, beside resources.ts's.
const recordEditing: Catalogue = {
  'resourceUi.actionDone': ['操作成功', 'Done'],
  'resourceUi.batchConfirm': ['确定对选中的 {count} 条记录执行“{action}”吗？', 'Apply "{action}" to the {count} checked records?'],
  'resourceUi.batchCount': ['（共 {count} 条）', ' ({count} records)'],
  'resourceUi.detail': ['详情', 'Details'],
  'resourceUi.detailTitle': ['{title}详情', '{title}: details'],
  'resourceUi.detailGone': ['该记录已不在当前列表中，请刷新后重试', 'The record is no longer in the list; search again and retry'],
  'resourceUi.dragToOrder': ['拖动调整顺序', 'Drag to reorder'],
  'resourceUi.imagePick': ['上传图片', 'Upload an image'],
  'resourceUi.imageReplace': ['更换图片', 'Replace the image'],
  'resourceUi.imageNotImage': ['请选择图片文件（PNG、JPG、GIF 或 WEBP）', 'Pick an image file (PNG, JPG, GIF or WEBP)'],
  'resourceUi.imageTooLarge': ['图片大小不得大于20M', 'The image must not be larger than 20 MB'],
  'resourceUi.uploadFailed': ['图片上传失败，请重试', 'The image could not be uploaded; try again'],
  'resourceUi.urlCheck': ['检查地址', 'Check address'],
  'resourceUi.urlCheckFailed': ['地址检查失败，请重试', 'The address could not be checked; try again'],
  'resourceUi.fileGone': ['所选文件已失效，请重新选择', 'The picked file is gone; pick it again'],
  'resourceUi.editorHeading': ['标题级别', 'Heading level'],
  'resourceUi.editorFailed': ['富文本编辑器加载失败，请刷新页面', 'The rich-text editor could not be loaded; reload the page'],
  'resourceUi.valueTaken': ['{field}已被其他记录使用', '{field} is already used by another record'],
  'resourceUi.editorImage': ['插入图片', 'Insert picture'],
  'resourceUi.editorImageUploading': ['图片上传中', 'Uploading the picture'],
  'resourceUi.recordsAdd': ['添加一行', 'Add a row'],
  'resourceUi.recordsCount': ['{count}/{max} 行', '{count} of {max} rows'],
  'resourceUi.rangeFrom': ['开始日期', 'From'],
  'resourceUi.rangeTo': ['结束日期', 'To'],
  'resourceUi.relatedNone': ['暂无记录', 'Nothing yet'],
  'resourceUi.toolDone': ['操作成功', 'Done'],
};
export default recordEditing;
