// The export bench's people: `count` students of tenant 000000 added to the small demo in one
// set-based statement a 100k (generate_series: no rows travel from JavaScript), spread over the
// demo's classes, with every exported field filled: names, 18-character ID numbers (unique up to
// 73M: birth date from g mod 7300 days, serial from g div 7300), phones,
// e-mail addresses, dictionary keys (gender, status, present state), grades and times.
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';

export const BENCH_TENANT = '000000';
const CHUNK = 100_000;

/** Inserts the students; `from` numbers them after earlier inserts. Then vacuum analyze. */
export async function insertBenchPeople(db: Db, count: number, from = 0): Promise<void> {
  for (let start = from; start < from + count; start += CHUNK) {
    const end = Math.min(from + count, start + CHUNK) - 1;
    await sql`insert into people (tenant_id, identity, name, gender, id_number, phone, email, account, student_no, current_status, present_state, org_unit_id, class_id, grade, created_at, updated_at)
      select ${BENCH_TENANT}, 'STUDENT',
        substr('王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗', 1 + g % 20, 1) || substr('伟强磊军勇杰涛明超亮芳娜敏静丽艳娟霞秀玲', 1 + (g * 7) % 20, 1)
          || case when g % 3 = 0 then '' else substr('伟强磊军勇杰涛明超亮芳娜敏静丽艳娟霞秀玲', 1 + (g * 13) % 20, 1) end,
        1 + g % 2,
        '330106' || to_char(date '1990-01-01' + g % 7300, 'YYYYMMDD') || lpad(((g / 7300) % 10000)::text, 4, '0'),
        '13' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
        's' || g || '@stu.example.edu.cn',
        'B' || lpad(g::text, 9, '0'),
        'B' || lpad(g::text, 9, '0'),
        (array['1','1','1','2','3','5'])[1 + g % 6],
        (array['1','2','1'])[1 + g % 3],
        c.parent_id, c.id, (2022 + g % 4)::text,
        timestamptz '2025-09-01 08:00:00+08' + (g % 500000) * interval '1 minute',
        timestamptz '2026-03-01 08:00:00+08' + (g % 300000) * interval '1 minute'
      from generate_series(${start}::int, ${end}::int) g
      join (select id, parent_id, (row_number() over (order by id)) - 1 as i, count(*) over () as n
            from org_units where tenant_id = ${BENCH_TENANT} and type = 4) c on c.i = g % c.n`.execute(db);
  }
  await sql`vacuum analyze people`.execute(db);
}
