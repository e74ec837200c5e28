// Demo app versions: three platforms' release histories.
import type { ResourceDemo } from '../demo';

const row = (platform: string, version: string, build: number, published: boolean, publishedAt: string | null, notes: string, forceUpdate = false) => ({
  platform,
  version,
  build,
  forceUpdate,
  notes,
  published,
  publishedAt,
  downloadUrl:
    platform === 'ios'
      ? 'https://apps.apple.com/cn/app/id1488888888'
      : `https://download.campus.example.cn/app/${platform}/campus-${version}.${platform === 'android' ? 'apk' : 'hap'}`,
});

const demo: ResourceDemo = {
  rows: [
    row('android', '3.0.0', 300, true, '2024-02-26 10:00:00', '全新首页设计，服务大厅支持按场景浏览'),
    row('ios', '3.0.0', 300, true, '2024-02-26 10:30:00', '全新首页设计，服务大厅支持按场景浏览'),
    row('android', '3.1.0', 310, true, '2024-04-15 09:00:00', '新增电子校园卡，支持离线出示'),
    row('ios', '3.1.0', 310, true, '2024-04-16 09:00:00', '新增电子校园卡，支持离线出示'),
    row('harmony', '3.1.0', 310, true, '2024-05-08 14:00:00', '首个鸿蒙版本上线'),
    row('android', '3.1.2', 312, true, '2024-05-20 18:00:00', '修复部分机型消息推送不及时的问题', true),
    row('ios', '3.1.2', 312, true, '2024-05-21 18:00:00', '修复登录后偶发白屏的问题', true),
    row('android', '3.2.0', 320, true, '2024-09-01 08:00:00', '迎新专区上线：报到流程、宿舍查询、缴费指引'),
    row('ios', '3.2.0', 320, true, '2024-09-01 08:00:00', '迎新专区上线：报到流程、宿舍查询、缴费指引'),
    row('harmony', '3.2.0', 320, true, '2024-09-03 08:00:00', '迎新专区上线，适配鸿蒙卡片'),
    row('android', '3.3.0', 330, false, null, '智能问答助手升级，支持多轮对话（待发布）'),
    row('ios', '3.3.0', 330, false, null, '智能问答助手升级，支持多轮对话（待发布）'),
  ],
};
export default demo;
