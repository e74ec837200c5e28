// The platform's appearance (/appearanceConfig): its name, logo, main colour, login background
// and footer. The console's header and login page follow the published version. The logo is
// uploaded through the documented eduSystemManageGuiseLogo/upload (document 000 §7).
import { IMAGE_UPLOAD_PATHS } from '../../resources/files';
import type { DocumentDef } from '../types';
import labels from './labels';

export const appearance: DocumentDef = {
  key: 'appearance',
  labels,
  demo: () => import('./demo'),
  route: '/appearanceConfig',
  scope: 'tenant',
  face: 'consoleHeader',
  documented: { detail: '/api/blade-platform/platformapplyguiselogo/detail', detailByGet: true },
  fields: [
    { name: 'platformName', column: 'platform_name', label: 'appearance.platformName', type: 'text', required: true, maxLength: 30 },
    { name: 'logo', column: 'logo', label: 'appearance.logo', type: 'image', upload: IMAGE_UPLOAD_PATHS.guiseLogo },
    { name: 'primaryColor', column: 'primary_color', label: 'appearance.primaryColor', type: 'color', required: true },
    { name: 'loginBackground', column: 'login_background', label: 'appearance.loginBackground', type: 'image' },
    { name: 'footerText', column: 'footer_text', label: 'appearance.footerText', type: 'text', maxLength: 100 },
  ],
  defaults: { platformName: '校园服务平台', logo: null, primaryColor: '#1a69a4', loginBackground: null, footerText: null },
};
