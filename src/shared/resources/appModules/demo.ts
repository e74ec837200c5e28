// Demo apps and modules of the campus app, in their menu order.
import type { ResourceDemo } from '../demo';

const ALL = ['android', 'ios', 'harmony'];
const row = (moduleName: string, code: string, description: string, sort: number, platforms = ALL, enabled = true) => ({
  moduleName,
  code,
  description,
  sort,
  platforms,
  enabled,
  icon: null,
});

const demo: ResourceDemo = {
  rows: [
    row('服务大厅', 'service-hall', '按场景浏览全部校园服务', 10),
    row('消息中心', 'message-center', '通知、待办与系统消息', 20),
    row('电子校园卡', 'campus-card', '离线出示的电子身份码', 30),
    row('课程表', 'timetable', '本学期课表与调课提醒', 40, [...ALL, 'web']),
    row('成绩查询', 'grades', '历年成绩与绩点', 50, [...ALL, 'web']),
    row('图书馆', 'library', '馆藏检索、借阅与座位预约', 60),
    row('校园缴费', 'payment', '学费、水电与网费缴纳', 70),
    row('智能问答', 'robot', '校园问答机器人', 80, [...ALL, 'web']),
    row('迎新报到', 'welcome', '新生报到流程与指引', 90, ['android', 'ios']),
    row('校友圈', 'alumni', '校友动态与交流', 100, ['android', 'ios'], false),
    row('失物招领', 'lost-found', '发布与认领失物', 110, ALL, false),
    row('个人中心', 'personal-center', '个人信息、设置与反馈', 120, [...ALL, 'web']),
  ],
};
export default demo;
