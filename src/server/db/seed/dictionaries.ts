// The dictionaries every tenant starts with: the three people-status dictionaries of document
// 000 §7 and the codes the people and service screens show.
import { insertBatched } from '../batch';
import type { Tx } from '../transaction';

/** code → [key, label, English label]: the label is what the tenant's dictionary holds (and may
 *  change); the English one is also accepted for the key where a value is read (imports). */
export const DICTIONARIES: Record<string, [string, string, string][]> = {
  gender: [
    ['1', '男', 'Male'],
    ['2', '女', 'Female'],
  ],
  person_identity: [
    ['NEW_STUDENT', '新生', 'New student'],
    ['STUDENT', '本专科生', 'Undergraduate'],
    ['GRADUATE_STUDENT', '研究生', 'Graduate student'],
    ['TEACHER', '教职工', 'Staff'],
    ['OTHER', '其他人员', 'Other'],
  ],
  org_unit_type: [
    ['1', '校区', 'Campus'],
    ['2', '院系', 'Faculty'],
    ['3', '专业', 'Major'],
    ['4', '班级', 'Class'],
    ['5', '部门', 'Department'],
    ['6', '组织', 'Organisation'],
  ],
  class_type: [
    ['OLD', '在校生班级', 'In-school class'],
    ['NEW', '新生班级', 'New-student class'],
  ],
  teacher_current_status: [
    ['1', '在职', 'In service'],
    ['2', '退休', 'Retired'],
    ['3', '离职', 'Left'],
    ['4', '返聘', 'Re-employed'],
    ['5', '外聘', 'External'],
    ['6', '借调', 'Seconded'],
  ],
  stu_current_status: [
    ['1', '在读', 'Enrolled'],
    ['2', '休学', 'Suspended'],
    ['3', '保留学籍', 'Status retained'],
    ['4', '退学', 'Withdrawn'],
    ['5', '延期毕业', 'Graduation deferred'],
    ['6', '毕业', 'Graduated'],
    ['7', '结业', 'Completed'],
    ['8', '未报到', 'Not registered'],
  ],
  stu_present_state: [
    ['1', '在校', 'On campus'],
    ['2', '离校', 'Off campus'],
    ['3', '校外实习', 'Off-campus internship'],
    ['4', '交换学习', 'Exchange'],
  ],
  service_shelf_status: [
    ['1', '已上架', 'Listed'],
    ['0', '已下架', 'Unlisted'],
  ],
};

export async function seedDictionaries(tx: Tx, tenantId: string): Promise<void> {
  const rows = Object.entries(DICTIONARIES).flatMap(([code, entries]) =>
    entries.map(([dict_key, dict_value], i) => ({ tenant_id: tenantId, code, dict_key, dict_value, sort: i + 1 })),
  );
  await insertBatched(tx, 'dictionaries', rows);
}
