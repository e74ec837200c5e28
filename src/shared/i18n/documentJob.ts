import { Catalogue } from './types';

// Messages of a settings document's job panel (DocumentDef.job): the start button's state, the
// progress and the result.
const documentJob: Catalogue = {
  'documentJob.title': ['手动同步', 'Manual synchronisation'],
  'documentJob.starting': ['正在启动…', 'Starting…'],
  'documentJob.queued': ['排队等待中…', 'Waiting to start…'],
  'documentJob.running': ['正在同步：{done} / {total}', 'Synchronising: {done} / {total}'],
  'documentJob.finished': ['同步完成', 'Synchronisation finished'],
  'documentJob.failed': ['同步失败', 'Synchronisation failed'],
};
export default documentJob;
