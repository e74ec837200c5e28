import { Catalogue } from './types';

// Messages of the apps' batch calls (issue 14: visits, favourites, ratings signed with an app
// key) and the console's app key calls. The signature's own refusals reuse protocol.*.
const appCalls: Catalogue = {
  'appCalls.keyMissing': ['缺少应用密钥标识（X-App-Key）', 'The app key id (X-App-Key) is missing'],
  'appCalls.keyUnknown': ['应用密钥不存在或已停用', 'Unknown or disabled app key'],
  'appCalls.tooFast': ['提交过于频繁，请 {seconds} 秒后重试', 'Too many batches; try again in {seconds} s'],
  'appCalls.intakeBusy': ['服务器正忙，请 {seconds} 秒后重试本批', 'The server is busy; send this batch again in {seconds} s'],
  'appCalls.busy': ['访问记录正在入库，请 {seconds} 秒后重试本批', 'Visits are being filed; send this batch again in {seconds} s'],
  'appCalls.replayedBatch': ['批次 {batchId} 已经提交过，本次未重复记录', 'Batch {batchId} was already received; nothing was recorded again'],
  'appCalls.unknownService': [
    '第 {index} 条（{field}）的服务 {serviceId} 不存在或不属于本校，整批未记录',
    'Item {index} ({field}): service {serviceId} is unknown or not this school’s; nothing in the batch was recorded',
  ],
  'appCalls.badTime': [
    '第 {index} 条（{field}）的时间格式不正确，应为带时区的 ISO 时间，如 2026-03-01T08:30:00+08:00',
    'Item {index} ({field}): malformed time; expected ISO 8601 with a zone, e.g. 2026-03-01T08:30:00+08:00',
  ],
  'appCalls.beforeTenant': [
    '第 {index} 条（{field}）的时间早于本单位开通平台的时间',
    'Item {index} ({field}): the time is before the organisation joined the platform',
  ],
  'appCalls.futureTime': ['第 {index} 条（{field}）的时间晚于当前时间', 'Item {index} ({field}): the time is in the future'],
  'appCalls.tooLarge': ['批次过大：每批最多 100,000 条', 'Batch too large: at most 100,000 items a batch'],
  'appCalls.keyNotFound': ['应用密钥不存在', 'No such app key'],
  'appCalls.rotated': ['已生成新密钥，请立即保存：它只显示这一次', 'New secret issued; save it now: it is shown only once'],
};

export default appCalls;
