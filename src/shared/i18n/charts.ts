import { Catalogue } from './types';

// Messages of the chart widgets (src/client/widgets/chart): the chart's states, its download
// menu, and the date range picker.
// The widget adds this catalogue itself when its screen's chunk loads.
const charts: Catalogue = {
  'chart.loading': ['图表加载中…', 'Loading the chart…'],
  'chart.empty': ['暂无数据', 'No data'],
  'chart.download': ['下载', 'Download'],
  'chart.download.png': ['下载 PNG 图片', 'Download PNG image'],
  'chart.download.svg': ['下载 SVG 矢量图', 'Download SVG vector image'],
  'chart.download.csv': ['下载 CSV 数据', 'Download CSV data'],
  'chart.failed': ['图表加载失败', 'The chart could not be loaded'],
  'chart.category': ['类别', 'Category'],
  'chart.range.begin': ['开始日期', 'From'],
  'chart.range.end': ['结束日期', 'To'],
  'chart.range.last7': ['近7天', 'Last 7 days'],
  'chart.range.last30': ['近30天', 'Last 30 days'],
  'chart.range.last365': ['近一年', 'Last year'],
};
export default charts;
