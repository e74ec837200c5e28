import type { Catalogue } from './types';

// The public accounts (im/mp/mpInfoList) on the public-account moderation screens (/pubilcDynamic,
// /publicReport, /publicShield) and their message history download (messageCenterHistoryMsg/downloadFile).
const publicAccounts: Catalogue = {
  'publicAccounts.filter': ['公众号', 'Public account'],
  'publicAccounts.all': ['全部公众号', 'Every public account'],
  'publicAccounts.option': ['{name}（动态 {posts}，消息 {messages}）', '{name} ({posts} posts, {messages} messages)'],
  'publicAccounts.download': ['下载消息记录', 'Download message history'],
  'publicAccounts.downloadFailed': ['消息记录下载失败：{reason}', 'The message history could not be downloaded: {reason}'],
  'publicAccounts.fileName': ['公众号消息记录', 'Public account messages'],
  'publicAccounts.sheet': ['消息记录', 'Messages'],
  'publicAccounts.account': ['公众号', 'Public account'],
  'publicAccounts.messageTitle': ['标题', 'Title'],
  'publicAccounts.digest': ['摘要', 'Digest'],
  'publicAccounts.publishedAt': ['发布时间', 'Published at'],
};
export default publicAccounts;
