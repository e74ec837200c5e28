// Labels of the application cards collection (/cardsConfig), [中文, English].
import type { Catalogue } from '../../i18n/types';

const labels: Catalogue = {
  'appCard.cardName': ['卡片名称', 'Card name'],
  'appCard.cardCode': ['卡片编码', 'Card code'],
  'appCard.cardCode.pattern': [
    '{field}须以小写字母开头，只含小写字母、数字、下划线或连字符，2 至 40 个字符',
    '{field} starts with a lower-case letter and holds only lower-case letters, digits, _ or -, 2 to 40 characters',
  ],
  'appCard.cardKind': ['卡片类型', 'Kind'],
  'appCard.cardKind.service': ['服务入口', 'Service entry'],
  'appCard.cardKind.news': ['新闻资讯', 'News'],
  'appCard.cardKind.notice': ['通知公告', 'Notices'],
  'appCard.cardKind.schedule': ['课表日程', 'Timetable'],
  'appCard.cardKind.data': ['数据看板', 'Figures'],
  'appCard.cardSize': ['卡片尺寸', 'Size'],
  'appCard.cardSize.small': ['小（1×1）', 'Small (1×1)'],
  'appCard.cardSize.wide': ['宽（2×1）', 'Wide (2×1)'],
  'appCard.cardSize.large': ['大（2×2）', 'Large (2×2)'],
  'appCard.icon': ['图标', 'Icon'],
  'appCard.targetUrl': ['跳转地址', 'Opens'],
  'appCard.sort': ['排序', 'Order'],
  'appCard.enabled': ['启用', 'Enabled'],
  'appCard.remark': ['备注', 'Remark'],
  'appCard.add': ['新增应用卡片', 'Add a card'],
  'appCard.edit': ['编辑应用卡片', 'Edit the card'],
  'appCard.removeConfirm': ['确定删除应用卡片“{name}”吗？', 'Remove the card "{name}"?'],
};
export default labels;
