import type { Catalogue } from '../../i18n/types';

// Labels of the alumni agreement.
const labels: Catalogue = {
  'alumniPact.pactTitle': ['协议标题', 'Agreement title'],
  'alumniPact.body': ['协议内容', 'Agreement text'],
  'alumniPact.versionLabel': ['协议版本号', 'Agreement version'],
  'alumniPact.versionLabelPattern': ['{field}只能包含字母、数字、点和连字符，如 2.1', '{field} may hold only letters, digits, dots and hyphens, e.g. 2.1'],
  'alumniPact.effectiveDate': ['生效日期', 'In force from'],
  'alumniPact.reacceptOnChange': ['变更后需重新同意', 'Ask again after a change'],
};
export default labels;
