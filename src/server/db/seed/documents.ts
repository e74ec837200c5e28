// The demo's configuration documents: the appearance, the login notice and the robot's basics
// published a few days ago, and a newer login notice kept as a draft, so the screens show a
// history, a draft to publish and a difference on first start. Written through the same save as the console.
import { appearance } from '../../../shared/documents/appearance';
import { loginPrompt } from '../../../shared/documents/loginPrompt';
import { robotBasicInfo } from '../../../shared/documents/robotBasicInfo';
import { translate } from '../../../shared/i18n';
import { saveDocument } from '../../documents/write';
import type { Tx } from '../transaction';
import type { TenantSpec } from './tenants';

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDocuments(tx: Tx, spec: TenantSpec, nowMs: number): Promise<void> {
  const actor = { account: spec.admin.account, name: spec.admin.userName };
  const ctx = (at: number) => ({ db: tx, t: (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params), actor, now: new Date(at) });
  const save = async (def: typeof loginPrompt, baseVersion: number, content: Record<string, unknown>, publish: boolean, at: number) => {
    const done = await saveDocument({ def, tenantId: spec.id, identity: '' }, { baseVersion, content, publish }, ctx(at));
    if (!done.ok) throw new Error(`seed of ${def.key} refused: ${JSON.stringify(done)}`);
  };
  const primary = spec.id === '000000' ? '#2185d0' : '#1f7a5c';
  await save(appearance, 0, { platformName: `${spec.name}校园服务平台`, primaryColor: primary, footerText: `© ${new Date(nowMs).getUTCFullYear()} ${spec.name}` }, true, nowMs - 3 * DAY_MS);
  await save(loginPrompt, 0, { enabled: true, title: '欢迎使用校园服务平台', content: '<p>请使用学校统一身份认证账号登录。</p>', level: 'info' }, true, nowMs - 3 * DAY_MS);
  await save(robotBasicInfo, 0, { robotName: '小智', greeting: `你好，我是${spec.name}的校园智能助手小智，可以帮你查询校园服务、办事流程和常见问题。` }, true, nowMs - 2 * DAY_MS);
  await save(
    loginPrompt,
    1,
    {
      enabled: true,
      title: '系统维护通知',
      content: '<p>本周六 <strong>22:00–24:00</strong> 系统维护，期间可能无法登录。</p>',
      level: 'warning',
      startDate: day(nowMs),
      endDate: day(nowMs + 7 * DAY_MS),
    },
    false,
    nowMs - DAY_MS,
  );
}
