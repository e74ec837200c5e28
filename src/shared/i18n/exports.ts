import { Catalogue } from './types';

// Messages of the bulk export's server side (src/server/exports, src/server/routes/exports): its
// refusals and states. The specification's own export wording (file name required, at most 30
// characters, at least one field, export failed ...) is under `export.` in workflows.ts and
// reused as it is; keys here stay under `export.` too, and never repeat one of those.
const exportsCatalogue: Catalogue = {
  'export.refused.jobNotFound': ['导出任务不存在', 'The export was not found'],
  'export.refused.unknownField': ['未知的导出字段：{key}', 'Unknown export field: {key}'],
  'export.refused.tooManyFields': ['导出字段不能超过{max}个', 'At most {max} export fields can be chosen'],
  'export.refused.labelTooLong': ['导出字段名称不能超过{max}个字符', 'An export field name must not exceed {max} characters'],
  'export.refused.noChoice': ['请先勾选要导出的数据', 'Please check the rows to export first'],
  'export.refused.badChoice': ['勾选的数据有误：{value}', 'The checked rows are not valid: {value}'],
  'export.refused.tooManyChoices': ['一次最多导出{max}条勾选的数据', 'At most {max} checked rows can be exported at once'],
  'export.refused.nothing': ['没有可导出的数据', 'There is nothing to export'],
  'export.refused.tooManyRows': [
    '共 {total} 条数据，超过 Excel 工作表的上限（{max} 条），请缩小导出范围',
    '{total} records: more than an Excel sheet holds ({max}); please narrow the export',
  ],
  'export.refused.busy': ['已有{max}个导出任务正在进行，请稍后再试', '{max} exports are already running; please try again later'],
  'export.refused.failed': ['导出失败，请稍后重试', 'The export failed; please try again later'],
  'export.refused.interrupted': ['导出多次中断，已停止，请重新导出', 'The export was interrupted too many times and has stopped; please export again'],
  'export.refused.linkInvalid': ['下载链接无效', 'The download link is not valid'],
  'export.refused.linkExpired': ['下载链接已过期，请重新获取', 'The download link has expired; please fetch it again'],
  'export.refused.notFinished': ['导出尚未完成', 'The export has not finished yet'],
  'export.refused.fileGone': ['导出文件已过期，请重新导出', 'The exported file is no longer kept; please export again'],
  'export.cancelled': ['导出已取消', 'The export was cancelled'],
  'export.cancelledUnfollowed': [
    '导出窗口已关闭，无人等待结果，导出已取消',
    'The export was cancelled: its window was closed and nobody was waiting for the file',
  ],
  'export.refused.keepEnded': ['导出已结束，无需在任务中心继续', 'The export has already ended; there is nothing to keep running'],
};
export default exportsCatalogue;
