import { Catalogue } from './types';

// Messages of the job centre's panel (issue 17), with its chunk. The header's button is on every
// signed-in page, so its labels (jobCentre.button, jobCentre.buttonRunning) are in core.ts, the
// first load's catalogue.

const jobCentre: Catalogue = {
  'jobCentre.title': ['我的任务', 'My jobs'],
  'jobCentre.empty': ['最近 7 天没有任务', 'No jobs in the last 7 days'],
  'jobCentre.loadFailed': ['任务列表读取失败', 'The job list could not be read'],
  'jobCentre.reload': ['刷新', 'Refresh'],
  'jobCentre.close': ['关闭', 'Close'],
  'jobCentre.kind.import': ['Excel 导入', 'Excel import'],
  'jobCentre.kind.photoImport': ['照片导入', 'Photo import'],
  'jobCentre.kind.export': ['导出', 'Export'],
  'jobCentre.kind.photoExport': ['照片导出', 'Photo export'],
  'jobCentre.kind.businessPackage': ['业务包处理', 'Business package processing'],
  'jobCentre.kind.newsSync': ['新闻同步', 'News synchronisation'],
  'jobCentre.dryRun': ['试导入', 'Dry run'],
  'jobCentre.state.queued': ['排队中', 'Queued'],
  'jobCentre.state.running': ['进行中', 'Running'],
  'jobCentre.state.finished': ['已完成', 'Finished'],
  'jobCentre.state.failed': ['失败', 'Failed'],
  'jobCentre.state.cancelled': ['已取消', 'Cancelled'],
  'jobCentre.progress': ['{done} / {total}', '{done} / {total}'],
  'jobCentre.counts': [
    '新增 {inserted}，更新 {updated}，跳过 {skipped}，失败 {failed}',
    'added {inserted}, updated {updated}, skipped {skipped}, failed {failed}',
  ],
  'jobCentre.startedAt': ['开始于 {time}', 'Started {time}'],
  'jobCentre.cancel': ['取消', 'Cancel'],
  'jobCentre.errorReport': ['下载错误报告', 'Download the error report'],
  'jobCentre.errorReportFileName': ['错误报告-{name}.xlsx', 'error-report-{name}.xlsx'],
  'jobCentre.download': ['下载文件', 'Download the file'],
  'jobCentre.undo': ['撤销导入', 'Undo the import'],
  'jobCentre.undone': ['已撤销：删除 {removed} 条，恢复 {restored} 条', 'Undone: {removed} removed, {restored} restored'],
  'jobCentre.announce.dryRunName': ['{name}（试导入）', '{name} (dry run)'],
  'jobCentre.announce.finished': ['任务已完成：{name}', 'Job finished: {name}'],
  'jobCentre.announce.failed': ['任务未成功：{name}', 'Job did not succeed: {name}'],
  'jobCentre.announce.cancelled': ['任务已取消：{name}', 'Job cancelled: {name}'],
  'jobCentre.announce.awayFinished': [
    '您离开期间，任务已完成：{name}（可在“我的任务”中下载）',
    'While you were away, a job finished: {name} (download it from My jobs)',
  ],
  'jobCentre.announce.awayFailed': ['您离开期间，任务未成功：{name}。{reason}', 'While you were away, a job did not succeed: {name}. {reason}'],
  'jobCentre.announce.awayCancelled': ['您离开期间，任务已取消：{name}。{reason}', 'While you were away, a job was cancelled: {name}. {reason}'],
};
export default jobCentre;
