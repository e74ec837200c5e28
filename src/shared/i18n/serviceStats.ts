import { Catalogue } from './types';

// Messages of the service statistics screens (/serviceOverviewIndex,
// /serviceAccessRecordVisitCount) and of their calls' refusals. The pie's labels (已上架 /
// 已下架) and the visit count are chart.shelved, chart.unshelved and chart.visits (workflows.ts).
const serviceStats: Catalogue = {
  'serviceStats.range.malformed': ['日期格式不正确，应为 年-月-日', 'The dates must be real days written year-month-day'],
  'serviceStats.range.reversed': ['开始日期不能晚于结束日期', 'The start date cannot be after the end date'],
  'serviceStats.range.tooLong': ['统计范围最长一年', 'The range can be one year at most'],
  'serviceStats.failed': ['统计数据加载失败', 'The figures could not be loaded'],
  'serviceStats.retry': ['重试', 'Retry'],
  'serviceStats.tab.charts': ['图表', 'Charts'],
  'serviceStats.tab.table': ['表格', 'Table'],
  'serviceStats.pie.title': ['服务上下架情况', 'Services on and off the shelf'],
  'serviceStats.bar.title': ['各服务访问次数', 'Visits per service'],
  'serviceStats.top.title': ['访问量前 {top} 的服务', 'Top {top} services by visits'],
  'serviceStats.trend.title': ['访问趋势', 'Visits over time'],
  'serviceStats.services': ['服务数', 'Services'],
  'serviceStats.col.rank': ['排名', 'Rank'],
  'serviceStats.col.day': ['日期', 'Day'],
  'serviceStats.col.service': ['服务名称', 'Service'],
  'serviceStats.col.identity': ['身份', 'Identity'],
  'serviceStats.col.count': ['访问次数', 'Visits'],
  'serviceStats.identity.all': ['全部身份', 'Every identity'],
  'serviceStats.identity.unknown': ['未知身份', 'Unknown identity'],
  'serviceStats.service.all': ['全部服务', 'Every service'],
  'serviceStats.total': ['共 {count} 次访问', '{count} visits in all'],
  'serviceStats.byIdentity.title': ['各身份访问次数', 'Visits per identity'],
  'serviceStats.visitCount.trend': ['每日访问次数', 'Visits per day'],
  'serviceStats.noRows': ['该范围内没有访问记录', 'No visits in this range'],
  'serviceStats.page': ['第 {page} / {pages} 页', 'Page {page} of {pages}'],
  'serviceStats.previous': ['上一页', 'Previous'],
  'serviceStats.next': ['下一页', 'Next'],
};
export default serviceStats;
