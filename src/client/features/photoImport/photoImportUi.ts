import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the console's photo zip import (document 001 §2 "Photo zip import dialog", "Field
// mapping dialog", "Import progress dialog"). The specification's own wording (uploading file,
// the form's required messages, .zip only, format error, too large, one file, the mapping
// refusals, the naming fields) is under `photoImport.`, `mapping.` and `naming.` in
// shared/i18n/workflows.ts, the progress titles under `import.`, and the error and naming rules'
// required messages, which the server answers too, in shared/i18n/photoImport.ts; these are the
// console's additions around them, which the server never says.
const photoImportUi: Catalogue = {
  'photoImportUi.open': ['导入照片', 'Import photos'],
  'photoImportUi.file': ['照片压缩包', 'Photo zip'],
  'photoImportUi.chooseFile': ['选择文件', 'Choose a file'],
  'photoImportUi.fileHint': [
    '仅支持 1 个 .zip 文件，不超过 200M；压缩包内为照片，可附 1 个 Excel 表格',
    'One .zip file up to 200M: the photos, and optionally one Excel sheet',
  ],
  'photoImportUi.chosen': ['已选择：{name}（{size}）', 'Chosen: {name} ({size})'],
  'photoImportUi.titleRow': ['标题行', 'Title row'],
  'photoImportUi.titleRowHint': ['压缩包内 Excel 表格的表头所在行，1–999999', "The row of the Excel sheet's headers in the zip, 1–999999"],
  'photoImportUi.error.skip': ['跳过出错的照片，导入其余照片', 'Skip the photos in error and import the rest'],
  'photoImportUi.error.none': ['有照片出错时全部不导入', 'Import nothing if any photo fails'],
  'photoImportUi.mappingTitle': ['字段匹配', 'Field mapping'],
  'photoImportUi.systemFields': ['系统字段', 'System fields'],
  'photoImportUi.headers': ['表格表头', 'Spreadsheet headers'],
  'photoImportUi.pairs': ['已匹配', 'Matched'],
  'photoImportUi.requiredHint': ['* 为系统必填字段', '* marks a required system field'],
  'photoImportUi.loadingFields': ['正在读取表格字段…', "Reading the spreadsheet's fields…"],
  'photoImportUi.nothingLeft': ['无', 'None'],
  'photoImportUi.progressTitle': ['照片导入进度', 'Photo import progress'],
  'photoImportUi.count.total': ['总数', 'Total'],
  'photoImportUi.count.finished': ['已处理', 'Processed'],
  'photoImportUi.count.success': ['成功', 'Succeeded'],
  'photoImportUi.count.new': ['新增', 'New'],
  'photoImportUi.count.updated': ['覆盖', 'Overwritten'],
  'photoImportUi.count.skipped': ['跳过', 'Skipped'],
  'photoImportUi.count.failed': ['失败', 'Failed'],
  'photoImportUi.rows': ['表格数据', 'Spreadsheet rows'],
  'photoImportUi.rowsCounts': [
    '共 {total} 行：新增 {inserted}，更新 {updated}，跳过 {skipped}，失败 {failed}',
    '{total} rows: {inserted} new, {updated} updated, {skipped} skipped, {failed} failed',
  ],
  'photoImportUi.rowsErrors': ['下载表格错误报告', "Download the spreadsheet's error report"],
  'photoImportUi.errorReportFileName': ['照片导入错误报告.xlsx', 'Photo import errors.xlsx'],
  'photoImportUi.rowsErrorReportFileName': ['照片导入表格错误报告.xlsx', 'Photo import spreadsheet errors.xlsx'],
};
export default photoImportUi;
