import { Catalogue } from './types';

// Messages of the shared widgets (src/client/widgets) and the frame helper. Keys start with
// `widget.` so they never meet another catalogue's.
const widgets: Catalogue = {
  // notice dialog (document 000 §2)
  'widget.notice.titleWarning': ['提示', 'Notice'],
  'widget.notice.titleError': ['错误', 'Error'],
  'widget.notice.titleSuccess': ['成功', 'Success'],
  'widget.notice.titleInfo': ['信息', 'Information'],
  'widget.notice.directSwitch': ['直接切换', 'Switch directly'],
  // the leave guard (lib/leaveGuard.ts, widgets/dialog/LeaveConfirmDialog.tsx)
  'widget.leave.title': ['有未保存的修改', 'Unsaved changes'],
  'widget.leave.body': ['您的修改尚未保存。离开将丢弃这些修改。', 'Your changes have not been saved. Leaving discards them.'],
  'widget.leave.keep': ['继续编辑', 'Keep editing'],
  'widget.leave.discard': ['放弃修改', 'Discard changes'],
  // a file of a type the upload does not take, on every upload (document 000 §4's words)
  'upload.fileFormatError': ['上传文件格式错误', 'Upload file format error'],
  // the device a preview is shown at (widgets/deviceFrame)
  'widget.device.label': ['预览设备', 'Preview device'],
  'widget.device.phone': ['手机', 'Phone'],
  'widget.device.tablet': ['平板', 'Tablet'],
  // image preview (document 000 §2)
  'widget.imagePreview.title': ['图片预览', 'Image preview'],
  'widget.imagePreview.previous': ['上一张', 'Previous image'],
  'widget.imagePreview.next': ['下一张', 'Next image'],
  'widget.imagePreview.zoomIn': ['放大', 'Zoom in'],
  'widget.imagePreview.zoomOut': ['缩小', 'Zoom out'],
  'widget.imagePreview.actualSize': ['原始大小', 'Actual size'],
  // cached option lists (dictionaries, key-value dropdown)
  'widget.options.loadFailed': ['选项加载失败', 'The options failed to load'],
  // the file button's drop zone (fileButton/FileButton.tsx)
  'widget.fileButton.dropHint': ['或将文件拖到此处', 'or drop the file here'],
};
export default widgets;
