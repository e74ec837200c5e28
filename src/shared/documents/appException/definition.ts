// What the apps show when a service fails (/APPAbnormalCondition): for each kind of failure
// (no network, maintenance, a server error, no permission, not found) its page's title, message,
// illustration and one button (retry, go back or call support); the support phone the button
// calls and whether the page shows the error code. The apps read the published version; the
// screen previews each kind on a phone-sized page (face appException).
import type { FieldDef } from '../../resources/types';
import type { DocumentDef } from '../types';
import labels from './labels';

/** The kinds of failure, in the order the form and the preview show them. */
export const FAILURE_KINDS = ['network', 'maintenance', 'serverError', 'forbidden', 'notFound'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** What a failure page's button does in the app. */
export const BUTTON_ACTIONS = ['retry', 'back', 'contact'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

const ACTION_LABEL: Record<ButtonAction, string> = {
  retry: 'appException.actionRetry',
  back: 'appException.actionBack',
  contact: 'appException.actionContact',
};

/** The five fields of one kind's page: <kind>Title, <kind>Message, <kind>Image, <kind>ButtonText, <kind>ButtonAction. */
const pageFields = (kind: FailureKind): FieldDef[] => {
  const snake = kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return [
    { name: `${kind}Title`, column: `${snake}_title`, label: `appException.${kind}Title`, type: 'text', required: true, maxLength: 20 },
    { name: `${kind}Message`, column: `${snake}_message`, label: `appException.${kind}Message`, type: 'textarea', required: true, maxLength: 200 },
    { name: `${kind}Image`, column: `${snake}_image`, label: `appException.${kind}Image`, type: 'image' },
    { name: `${kind}ButtonText`, column: `${snake}_button_text`, label: `appException.${kind}ButtonText`, type: 'text', required: true, maxLength: 8 },
    {
      name: `${kind}ButtonAction`,
      column: `${snake}_button_action`,
      label: `appException.${kind}ButtonAction`,
      type: 'select',
      required: true,
      options: { kind: 'static', items: BUTTON_ACTIONS.map((value) => ({ value, label: ACTION_LABEL[value] })) },
    },
  ];
};

const page = (kind: FailureKind, title: string, message: string, buttonText: string, buttonAction: ButtonAction) => ({
  [`${kind}Title`]: title,
  [`${kind}Message`]: message,
  [`${kind}Image`]: null,
  [`${kind}ButtonText`]: buttonText,
  [`${kind}ButtonAction`]: buttonAction,
});

export const appException: DocumentDef = {
  key: 'appException',
  labels,
  demo: () => import('./demo'),
  route: '/APPAbnormalCondition',
  scope: 'tenant',
  face: 'appException',
  documented: {
    detail: '/api/blade-platform/platformappsexceptionconfig/detail',
    save: '/api/blade-platform/platformappsexceptionconfig/save',
  },
  fields: [
    ...FAILURE_KINDS.flatMap(pageFields),
    { name: 'maintenanceEndsAt', column: 'maintenance_ends_at', label: 'appException.maintenanceEndsAt', type: 'datetime' },
    {
      name: 'supportPhone',
      column: 'support_phone',
      label: 'appException.supportPhone',
      type: 'text',
      maxLength: 20,
      pattern: { source: '^\\+?[0-9][0-9 -]{2,18}[0-9]$', message: 'appException.supportPhone.pattern' },
    },
    { name: 'showErrorCode', column: 'show_error_code', label: 'appException.showErrorCode', type: 'switch', default: false },
  ],
  defaults: {
    ...page('network', '网络不可用', '当前网络不可用，请检查网络设置后重试。', '重新加载', 'retry'),
    ...page('maintenance', '服务维护中', '该服务正在维护升级，请稍后再来，给您带来不便敬请谅解。', '返回', 'back'),
    ...page('serverError', '服务出错了', '服务暂时出现问题，请稍后重试；如多次出现，请联系客服。', '重试', 'retry'),
    ...page('forbidden', '暂无访问权限', '您暂无使用该服务的权限，如需开通请联系客服。', '联系客服', 'contact'),
    ...page('notFound', '页面不存在', '您访问的服务不存在或已下线。', '返回', 'back'),
    maintenanceEndsAt: null,
    supportPhone: null,
    showErrorCode: false,
  },
};
