import type { Catalogue } from '../../i18n/types';

// Labels of the bottom of the page before login.
const labels: Catalogue = {
  'preLoginBottom.links': ['底部链接', 'Bottom links'],
  'preLoginBottom.linkText': ['链接文字', 'Link text'],
  'preLoginBottom.linkUrl': ['链接地址', 'Link address'],
  'preLoginBottom.linkOrder': ['排序', 'Order'],
  'preLoginBottom.linkEnabled': ['显示链接', 'Show the link'],
  'preLoginBottom.copyrightText': ['版权信息', 'Copyright line'],
  'preLoginBottom.icpText': ['ICP 备案号', 'ICP filing number'],
  'preLoginBottom.contactPhone': ['联系电话', 'Contact phone'],
  'preLoginBottom.contactPhone.pattern': ['{field}只能包含数字、空格、短横线和开头的 +', '{field} holds digits, spaces, hyphens and a leading + only'],
  'preLoginBottom.address': ['地址', 'Address'],
  'preLoginBottom.phoneLine': ['电话：{phone}', 'Phone: {phone}'],
  'preLoginBottom.addressLine': ['地址：{address}', 'Address: {address}'],
  'preLoginBottom.linkOk': ['链接可以使用', 'The link can be used'],
  'preLoginBottom.linksChecked': ['已检查 {total} 个链接，{bad} 个不可用', '{total} links checked, {bad} cannot be used'],
};
export default labels;
