// Demo alumni agreement: version 1.0 published two months ago, version 1.1 (a clause on
// personal information added, reacceptance required) published ten days ago.
import type { DocumentDemo } from '../types';

const DAY_MS = 24 * 3600 * 1000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const clauses = (school: string) => [
  `<p>欢迎使用${school}校友圈。校友圈由${school}校友总会运营，供校友分享动态、联络情谊。发布内容前，请仔细阅读并同意本协议。</p>`,
  '<h3>一、发布规范</h3>',
  '<ol><li>遵守国家法律法规和学校相关规定，不发布违法、违规或有损学校声誉的内容；</li><li>不发布广告、营销及与校友交流无关的信息；</li><li>尊重他人，不发布侮辱、诽谤或侵犯他人隐私的内容。</li></ol>',
  '<h3>二、内容管理</h3>',
  '<p>校友总会有权对违反本协议的内容进行屏蔽，情节严重的，可限制其发布功能。</p>',
];

const privacy =
  '<h3>三、个人信息保护</h3><p>发布动态时请勿公开他人的手机号码、身份证号等个人信息。校友总会仅在提供校友服务所必需的范围内使用你的个人信息，不会向第三方提供。</p>';

const demo: DocumentDemo = (tenant, nowMs) => [
  {
    content: {
      pactTitle: `${tenant.name}校友圈用户协议`,
      body: clauses(tenant.name).join(''),
      versionLabel: '1.0',
      effectiveDate: day(nowMs - 60 * DAY_MS),
      reacceptOnChange: true,
    },
    publish: true,
    daysAgo: 60,
  },
  {
    content: { body: clauses(tenant.name).join('') + privacy, versionLabel: '1.1', effectiveDate: day(nowMs - 10 * DAY_MS) },
    publish: true,
    daysAgo: 10,
  },
];
export default demo;
