// Demo emergency records: a fortnight of reports from the app's emergency button, the newest
// still waiting.
import { daysAgo, type ResourceDemo } from '../demo';

const row = (
  personName: string,
  identifier: string,
  identity: string,
  phone: string,
  kind: string,
  location: string,
  description: string,
  occurredAt: string,
  status: number,
  device: string,
) => ({
  personName,
  identifier,
  identity,
  phone,
  kind,
  location,
  description,
  occurredAt,
  status,
  device,
});

const demo: ResourceDemo = {
  rows: [
    row(
      '李思远',
      '2023010215',
      'STUDENT',
      '13812345678',
      'medical',
      '东区第三食堂二楼',
      '同学在排队时晕倒，已呼叫校医。',
      daysAgo(1, '12:16:40'),
      0,
      'iPhone 15',
    ),
    row('王雨桐', '2022030418', 'STUDENT', '13923456781', 'sos', '图书馆北门', '夜间独自返回宿舍，感觉有人跟随。', daysAgo(2, '22:41:05'), 1, 'HUAWEI Mate 60'),
    row('陈浩', 'T0019876', 'TEACHER', '13734567812', 'fire', '实验楼B座305', '实验室通风橱冒烟，已断电。', daysAgo(3, '15:03:22'), 2, 'Xiaomi 14'),
    row(
      '赵子涵',
      '2024050102',
      'STUDENT',
      '13645678123',
      'lost',
      '南湖校区后山步道',
      '新生跑步迷路，手机电量不足。',
      daysAgo(4, '18:27:51'),
      2,
      'OPPO Find X7',
    ),
    row('刘佳怡', '2021060533', 'STUDENT', '13556781234', 'security', '西门外公交站', '遇到陌生人纠缠索要联系方式。', daysAgo(5, '21:12:09'), 2, 'iPhone 13'),
    row('孙明杰', '2023070711', 'STUDENT', '13467812345', 'medical', '体育馆篮球场', '打球时脚踝扭伤，无法行走。', daysAgo(6, '16:55:37'), 2, 'vivo X100'),
    row('周婷', 'S2022088', 'GRADUATE_STUDENT', '13378123456', 'other', '研究生公寓5号楼', '宿舍门锁损坏被锁在门外。', daysAgo(7, '23:38:14'), 2, 'HUAWEI P60'),
    row('吴俊凯', '2022090930', 'STUDENT', '13281234567', 'sos', '东区操场', '误触求助按钮，已电话确认无事。', daysAgo(8, '19:04:48'), 2, 'Honor Magic6'),
    row('郑晓彤', '2024011224', 'STUDENT', '13192345678', 'medical', '第一教学楼204', '上课时突发胃痛。', daysAgo(9, '10:22:31'), 2, 'iPhone 14'),
    row('黄志强', 'T0025431', 'TEACHER', '13003456789', 'security', '行政楼停车场', '车辆被剐蹭，对方驾车离开。', daysAgo(10, '08:47:19'), 2, 'Xiaomi 13'),
    row('林欣然', '2023121506', 'STUDENT', '15904567890', 'fire', '西区宿舍3号楼', '楼道有焦糊味，疑似违规电器。', daysAgo(11, '22:16:02'), 2, 'OPPO Reno11'),
    row('何宇', '2021111317', 'STUDENT', '15815678901', 'lost', '植物园', '参观后找不到返回校门的路。', daysAgo(12, '17:33:45'), 2, 'vivo S18'),
  ],
};
export default demo;
