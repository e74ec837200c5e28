import type { Catalogue } from '../../i18n/types';

// Labels of the apps' services tab and its news section.
const labels: Catalogue = {
  'appService.gridColumns': ['服务宫格每行个数', 'Services per row'],
  'appService.gridColumns.3': ['3 个', '3'],
  'appService.gridColumns.4': ['4 个', '4'],
  'appService.gridColumns.5': ['5 个', '5'],
  'appService.showRecentlyUsed': ['显示最近使用', 'Show recently used'],
  'appService.recentCount': ['最近使用显示个数', 'Recently used shown'],
  'appService.showRatings': ['显示服务评分', 'Show service ratings'],
  'appService.searchPlaceholder': ['搜索框提示文字', 'Search box hint'],
  'appService.newsEnabled': ['启用新闻栏目', 'Show the news section'],
  'appService.newsTitle': ['新闻栏目标题', 'News section title'],
  'appService.newsChannels': ['同步的新闻频道', 'Channels synchronised'],
  'appService.channel.campusNews': ['校园要闻', 'Campus news'],
  'appService.channel.notices': ['通知公告', 'Notices'],
  'appService.channel.academic': ['学术动态', 'Academic events'],
  'appService.channel.studentLife': ['学子风采', 'Student life'],
  'appService.newsKeepDays': ['保留最近几天的新闻', 'Keep news of the last (days)'],
  'appService.newsPerPage': ['每页新闻条数', 'News per page'],
  'appService.newsAutoSyncHours': ['自动同步间隔（小时，0 为仅手动）', 'Automatic sync every (hours, 0: manual only)'],
  'appService.syncNow': ['立即同步', 'Synchronise now'],
  'appService.sync.added': ['新增', 'Added'],
  'appService.sync.updated': ['更新', 'Updated'],
  'appService.sync.removed': ['移除', 'Removed'],
  'appService.sync.cancelled': ['同步已取消，应用新闻未改动', 'Synchronisation cancelled: the app news was left as it was'],
  'appService.sync.failed': ['同步失败，应用新闻未改动，请稍后重试', 'Synchronisation failed: the app news was left as it was; try again later'],
  'appService.sync.interrupted': ['同步多次中断，已停止，应用新闻未改动', 'Synchronisation interrupted too often and stopped: the app news was left as it was'],
  'appService.sync.notFound': ['同步任务不存在', 'No such synchronisation'],
};
export default labels;
