import type { Catalogue } from '../../i18n/types';

// Labels of the theme articles collection (/AlumniDHTML).
const labels: Catalogue = {
  'themeArticle.articleTitle': ['文章标题', 'Title'],
  'themeArticle.cover': ['封面图', 'Cover'],
  'themeArticle.body': ['正文', 'Body'],
  'themeArticle.mpMessage': ['引用公众号消息', 'Quoted public-account message'],
  'themeArticle.published': ['已发布', 'Published'],
  'themeArticle.sort': ['排序', 'Order'],
  'themeArticle.publishedAt': ['发布时间', 'Published at'],
  'themeArticle.add': ['新增主题文章', 'Add an article'],
  'themeArticle.edit': ['编辑主题文章', 'Edit the article'],
  'themeArticle.removeConfirm': ['确定删除主题文章“{name}”吗？', 'Remove the article "{name}"?'],
};
export default labels;
