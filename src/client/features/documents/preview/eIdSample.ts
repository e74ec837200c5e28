// The person an e-ID card preview shows: the console's sample person of the card's identity, or,
// when it has none, a fixed sample of that identity. Either way the card is labelled 示例.
import type { PersonRow } from '../../../../shared/people/api';

export type SamplePerson = Pick<PersonRow, 'name' | 'gender' | 'identifier' | 'unitName' | 'className' | 'grade'> & { thumbUrl?: string | null };

const FIXED: Record<string, SamplePerson> = {
  NEW_STUDENT: { name: '林晓', gender: 2, identifier: '26110105000123', unitName: '计算机科学与技术学院', className: '计科2026级1班', grade: '2026' },
  STUDENT: { name: '王明', gender: 1, identifier: '2023010215', unitName: '机械工程学院', className: '机械2023级2班', grade: '2023' },
  GRADUATE_STUDENT: { name: '陈思远', gender: 1, identifier: 'S2024030118', unitName: '经济管理学院', className: null, grade: '2024' },
  TEACHER: { name: '赵丽华', gender: 2, identifier: 'T19980412', unitName: '外国语学院', className: null, grade: null },
  OTHER: { name: '刘强', gender: 1, identifier: 'guest0815', unitName: '后勤服务中心', className: null, grade: null },
};

export const samplePersonOf = (identity: string | null | undefined, given?: SamplePerson | null): SamplePerson =>
  given ?? FIXED[identity ?? 'STUDENT'] ?? FIXED.STUDENT;
