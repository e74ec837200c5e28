// Demo official contacts: the offices alumni most often need, in their order.
import type { ResourceDemo } from '../demo';

const WEEKDAYS = '工作日 8:30-11:30，14:00-17:30';

const row = (
  name: string,
  department: string,
  phone: string,
  email: string | null,
  officeAddress: string,
  sort: number,
  enabled = true,
  openHours = WEEKDAYS,
) => ({
  name,
  department,
  phone,
  email,
  officeAddress,
  openHours,
  enabled,
  sort,
});

const demo: ResourceDemo = {
  rows: [
    row('王建国', '校友总会秘书处', '0571-88206001', 'alumni@example.edu.cn', '行政楼 305 室', 10),
    row('李晓燕', '校友总会秘书处', '13857100231', 'lixy@example.edu.cn', '行政楼 306 室', 20),
    row('陈志远', '教育发展基金会', '0571-88206018', 'giving@example.edu.cn', '行政楼 410 室', 30),
    row('赵敏', '档案馆', '0571-88206120', 'archives@example.edu.cn', '图书馆东楼 1 层', 40, true, '工作日 9:00-11:30，14:00-17:00'),
    row('孙立群', '学生就业指导中心', '0571-88206236', 'career@example.edu.cn', '学生活动中心 2 楼', 50),
    row('周文静', '图书馆读者服务部', '0571-88206300', 'lib-service@example.edu.cn', '图书馆总馆 1 层服务台', 60, true, '每天 8:00-22:00'),
    row('吴海涛', '校友卡服务', '400-826-0571', 'card@example.edu.cn', '一卡通服务中心', 70, true, '每天 8:00-20:00'),
    row('郑丽华', '研究生院学位办', '0571-88206411', 'degree@example.edu.cn', '研究生院 201 室', 80),
    row('冯国栋', '教务处成绩证明', '0571-88206502', 'transcript@example.edu.cn', '行政楼 1 层服务大厅', 90),
    row('何雪梅', '北京校友分会', '13910203344', 'beijing@alumni.example.edu.cn', '北京市海淀区中关村大街 27 号', 100, true, '周末 10:00-17:00'),
    row('许嘉豪', '上海校友分会', '13601708899', 'shanghai@alumni.example.edu.cn', '上海市徐汇区漕溪北路 398 号', 110, true, '周末 10:00-17:00'),
    row('韩思远', '深圳校友分会', '0755-26530088', null, '深圳市南山区科技园南区', 120, false, '筹备中'),
  ],
};
export default demo;
