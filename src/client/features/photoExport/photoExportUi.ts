import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the console's photo export dialogs (document 001 §2 "Photo export dialog" and
// "Photo export notice dialog"). The specification's own wording (export photos, naming rule,
// photo format, the notice, download the list, continue, the photo tip, the file name rules,
// export failed) is under `photoExport.` and `export.` in shared/i18n/workflows.ts and reused as
// it is; these are the console's additions around it, which the server never says.
const photoExportUi: Catalogue = {
  'photoExportUi.count': [
    '共 {total} 人，其中 {withPhoto} 人有照片，{missing} 人缺少命名标识',
    '{total} people: {withPhoto} with a photo, {missing} without the naming identifier',
  ],
  'photoExportUi.overAdvice': [
    '本次将导出 {total} 张照片，超过建议数量，导出可能需要较长时间',
    '{total} photos: more than advised, the export may take a while',
  ],
  'photoExportUi.missingCount': ['共 {total} 人，其中 {missing} 人缺少命名标识（{rule}）', '{missing} of {total} people lack the naming identifier ({rule})'],
  'photoExportUi.missingWriting': ['正在生成缺少标识的用户名单…', 'Writing the list of users without it…'],
  'photoExportUi.missingFailed': ['缺少标识的用户名单生成失败', 'The list of users without it could not be written'],
  'photoExportUi.continueHint': ['继续导出时，缺少标识的用户不会导出照片', 'If you continue, the photos of these users are left out'],
};
export default photoExportUi;
