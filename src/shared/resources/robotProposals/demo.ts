// Demo function proposals.
import { daysAgo, type ResourceDemo } from '../demo';

const row = (title: string, content: string, proposer: string, proposedAt: string, status: number) => ({ title, content, proposer, proposedAt, status });

const demo: ResourceDemo = {
  rows: [
    row('增加体测成绩查询', '希望机器人能直接回答体测成绩和补测安排。', '郑诗琪', daysAgo(5, '14:35:00'), 1),
    row('支持语音提问', '走路时打字不方便，希望能语音提问。', '张晓明', daysAgo(6, '21:10:42'), 0),
    row('回答里附上办理入口', '回答办事流程时能否直接给出办理按钮。', '王浩然', daysAgo(7, '09:18:27'), 2),
    row('显示校车实时位置', '希望问校车时能看到车辆实时位置。', '罗佳琪', daysAgo(9, '07:58:13'), 0),
    row('英文问答', '留学生希望可以用英文提问。', 'Tom Wilson', daysAgo(10, '16:44:09'), 1),
    row('常见问题置顶', '把新生最常问的问题放在首页。', '陈雨桐', daysAgo(11, '10:02:55'), 2),
    row('支持图片提问', '报修时希望能拍照提问。', '高宇航', daysAgo(12, '19:31:36'), 0),
    row('夜间人工客服', '晚上遇到问题找不到人工客服。', '黄静怡', daysAgo(13, '23:05:17'), 3),
    row('考试安排提醒', '问到考试时能否订阅考试提醒。', '许文博', daysAgo(14, '12:26:48'), 1),
    row('失物招领对接', '问丢失物品时直接查询失物招领信息。', '孙佳怡', daysAgo(15, '08:47:30'), 0),
    row('回答可以评分', '除了有用/没用，希望能打分。', '唐嘉诚', daysAgo(16, '15:39:21'), 3),
    row('历史对话记录', '希望能查看之前问过的问题。', '韩雨萱', daysAgo(17, '20:14:06'), 2),
  ],
};
export default demo;
