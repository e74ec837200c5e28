import type { Catalogue } from '../../i18n/types';

// Labels of the app's communication settings.
const labels: Catalogue = {
  'appMessaging.pushEnabled': ['开启消息推送', 'Send push notifications'],
  'appMessaging.channels': ['推送渠道', 'Push channels'],
  'appMessaging.channelCode': ['渠道编码', 'Channel code'],
  'appMessaging.channelName': ['渠道名称', 'Channel name'],
  'appMessaging.channelEnabled': ['推送', 'Push'],
  'appMessaging.quietHoursEnabled': ['开启免打扰时段', 'Quiet hours'],
  'appMessaging.quietStart': ['免打扰开始（时:分）', 'Quiet from (HH:mm)'],
  'appMessaging.quietEnd': ['免打扰结束（时:分）', 'Quiet until (HH:mm)'],
  'appMessaging.time.pattern': ['{field}须为 24 小时制的 时:分，如 22:30', '{field} is a 24-hour time such as 22:30'],
  'appMessaging.retentionDays': ['消息保留天数', 'Keep messages for (days)'],
  'appMessaging.bannerEnabled': ['显示消息中心公告横幅', 'Show the announcement banner'],
  'appMessaging.bannerText': ['公告文字', 'Announcement text'],
  'appMessaging.bannerLink': ['公告链接', 'Announcement link'],
  'appMessaging.bannerStartDate': ['公告开始日期', 'Banner shown from'],
  'appMessaging.bannerEndDate': ['公告结束日期', 'Banner shown until'],
  'appMessaging.endBeforeStart': ['{field}不能早于{from}', '{field} must not be earlier than {from}'],
};
export default labels;
