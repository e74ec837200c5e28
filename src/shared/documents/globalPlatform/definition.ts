// The platform's identity in the apps (/globalPlatformConfig): the app's name and short name,
// its filing numbers and copyright line (shown on the about page and the login page's foot),
// and the addresses of its privacy policy, user agreement and official website. The console's
// own name and look are the appearance document's. The apps read the published version.
import type { DocumentDef } from '../types';
import labels from './labels';

export const globalPlatform: DocumentDef = {
  key: 'globalPlatform',
  labels,
  demo: () => import('./demo'),
  route: '/globalPlatformConfig',
  scope: 'tenant',
  fields: [
    { name: 'appName', column: 'app_name', label: 'globalPlatform.appName', type: 'text', required: true, maxLength: 30 },
    { name: 'appShortName', column: 'app_short_name', label: 'globalPlatform.appShortName', type: 'text', required: true, maxLength: 8 },
    {
      name: 'icpFilingNumber',
      column: 'icp_filing_number',
      label: 'globalPlatform.icpFilingNumber',
      type: 'text',
      maxLength: 40,
      pattern: { source: '^[\\u4e00-\\u9fa5]ICP[备证]\\d{4,12}号(-\\d{1,3}[A-Z]?)?$', message: 'globalPlatform.icpFilingNumber.pattern' },
    },
    {
      name: 'policeFilingNumber',
      column: 'police_filing_number',
      label: 'globalPlatform.policeFilingNumber',
      type: 'text',
      maxLength: 40,
      pattern: { source: '^[\\u4e00-\\u9fa5]公网安备 ?\\d{14}号$', message: 'globalPlatform.policeFilingNumber.pattern' },
    },
    { name: 'copyright', column: 'copyright', label: 'globalPlatform.copyright', type: 'text', maxLength: 80 },
    { name: 'privacyPolicyUrl', column: 'privacy_policy_url', label: 'globalPlatform.privacyPolicyUrl', type: 'url', required: true, maxLength: 300 },
    { name: 'userAgreementUrl', column: 'user_agreement_url', label: 'globalPlatform.userAgreementUrl', type: 'url', required: true, maxLength: 300 },
    { name: 'officialWebsiteUrl', column: 'official_website_url', label: 'globalPlatform.officialWebsiteUrl', type: 'url', maxLength: 300 },
  ],
  defaults: {
    appName: '校园服务平台',
    appShortName: '校园服务',
    icpFilingNumber: null,
    policeFilingNumber: null,
    copyright: null,
    privacyPolicyUrl: null,
    userAgreementUrl: null,
    officialWebsiteUrl: null,
  },
};
