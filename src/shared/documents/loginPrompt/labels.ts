import type { Catalogue } from '../../i18n/types';

// Labels of the login notice.
const labels: Catalogue = {
  'loginPrompt.enabled': ['显示登录提示', 'Show the notice'],
  'loginPrompt.noticeTitle': ['提示标题', 'Notice title'],
  'loginPrompt.content': ['提示内容', 'Notice text'],
  'loginPrompt.level': ['提示级别', 'Level'],
  'loginPrompt.levelInfo': ['普通', 'Information'],
  'loginPrompt.levelWarning': ['警告', 'Warning'],
  'loginPrompt.startDate': ['开始日期', 'Shown from'],
  'loginPrompt.endDate': ['结束日期', 'Shown until'],
  'loginPrompt.endBeforeStart': ['{field}不能早于{from}', '{field} must not be earlier than {from}'],
};
export default labels;
