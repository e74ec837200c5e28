// The dictionaries every tenant starts with: the three people-status dictionaries of document
// 000 §7 and the codes the people and service screens show.
import { insertBatched } from '../batch';
import type { Tx } from '../transaction';

export const DICTIONARIES: Record<string, [string, string][]> = {
  gender: [
    ['1', '男'],
    ['2', '女'],
  ],
  person_identity: [
    ['NEW_STUDENT', '新生'],
    ['STUDENT', '本专科生'],
    ['GRADUATE_STUDENT', '研究生'],
    ['TEACHER', '教职工'],
    ['OTHER', '其他人员'],
  ],
  org_unit_type: [
    ['1', '校区'],
    ['2', '院系'],
    ['3', '专业'],
    ['4', '班级'],
    ['5', '部门'],
    ['6', '组织'],
  ],
  class_type: [
    ['OLD', '在校生班级'],
    ['NEW', '新生班级'],
  ],
  teacher_current_status: [
    ['1', '在职'],
    ['2', '退休'],
    ['3', '离职'],
    ['4', '返聘'],
    ['5', '外聘'],
    ['6', '借调'],
  ],
  stu_current_status: [
    ['1', '在读'],
    ['2', '休学'],
    ['3', '保留学籍'],
    ['4', '退学'],
    ['5', '延期毕业'],
    ['6', '毕业'],
    ['7', '结业'],
    ['8', '未报到'],
  ],
  stu_present_state: [
    ['1', '在校'],
    ['2', '离校'],
    ['3', '校外实习'],
    ['4', '交换学习'],
  ],
  service_shelf_status: [
    ['1', '已上架'],
    ['0', '已下架'],
  ],
};

export async function seedDictionaries(tx: Tx, tenantId: string): Promise<void> {
  const rows = Object.entries(DICTIONARIES).flatMap(([code, entries]) =>
    entries.map(([dict_key, dict_value], i) => ({ tenant_id: tenantId, code, dict_key, dict_value, sort: i + 1 })),
  );
  await insertBatched(tx, 'dictionaries', rows);
}
