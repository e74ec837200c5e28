import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the console's bulk export dialogs (document 001 §2 "Bulk export dialog" and
// "Export progress dialog"). The specification's own wording (file name required, at most 30
// characters, at least one field, the tip, export failed, error information) is under `export.`
// in shared/i18n/workflows.ts and reused as it is; these are the console's additions around it,
// which the server never says (the export feature adds them: feature.ts).
const exportUi: Catalogue = {
  'exportUi.range3Hint': ['请先在列表中勾选数据', 'Check rows in the list first'],
  'exportUi.checkedCount': ['（{count} 条）', ' ({count})'],
  'exportUi.allFields': ['全选', 'Select all'],
  'exportUi.fieldsLoading': ['正在加载导出字段…', 'Loading the export fields…'],
  'exportUi.fieldsFailed': ['导出字段加载失败', 'The export fields could not be loaded'],
  'exportUi.counting': ['正在统计导出数量…', 'Counting the records…'],
  'exportUi.countFailed': ['导出数量统计失败', 'The records could not be counted'],
  'exportUi.nothingToExport': ['没有可导出的数据', 'There is nothing to export'],
  'exportUi.overAdvice': ['本次将导出 {total} 条，超过建议数量，导出可能需要较长时间', '{total} records: more than advised, the export may take a while'],
  'exportUi.finishedTitle': ['导出完成', 'Export finished'],
  'exportUi.progressCounts': ['已导出 {done} / {total} 条', '{done} of {total} records exported'],
  'exportUi.closeCancels': [
    '关闭窗口（或关闭浏览器页面）将取消本次导出；如需离开，请选择“在任务中心继续”',
    'Closing this window (or the browser tab) cancels the export; to leave it running, choose "Keep running in My jobs"',
  ],
  'exportUi.keepRunning': ['在任务中心继续', 'Keep running in My jobs'],
  'exportUi.keptRunning': ['导出将在“我的任务”中继续，完成后会通知您', 'The export keeps running in My jobs; you will be told when it ends'],
  'exportUi.downloading': ['正在下载文件…', 'Downloading the file…'],
  'exportUi.downloaded': ['文件已开始下载；如未看到文件，请点击下方链接重新下载', 'The download has started; if no file appears, use the link below'],
  'exportUi.downloadFailed': ['文件下载失败，请点击下方链接重试', 'The download failed; use the link below to try again'],
};
export default exportUi;
