// The paged-list bench's data: 100k students of tenant 000000 written by one set-based INSERT
// (names by surname frequency, unique numbers, statuses weighted like the demo seed, classes of
// the demo organisation, created over three years), then VACUUM ANALYZE as after an import.
// setseed makes the same people on every run.
import { sql } from 'kysely';
import type { Db } from '../src/server/db/schema';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
const GIVEN =
  '伟强磊军勇杰涛明超亮刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林阳博文轩睿哲航晨逸子豪泽宏志远昊然天佑嘉成思源芳娜敏静丽艳娟霞秀玲桂英丹萍红婷雪琳晶颖倩妍欣怡悦彤萱涵琪瑶佳雨梦诗雅馨月蕾璐晓薇思嘉慧梓若可心'.split(
    '',
  );
const PREFIXES = ['138', '139', '158', '186', '135', '150', '177', '189'];

export async function insertStudents(db: Db, tenantId: string, count: number): Promise<void> {
  const classes = await db
    .selectFrom('org_units')
    .select(['id', 'parent_id', 'grade'])
    .where('tenant_id', '=', tenantId)
    .where('type', '=', 4)
    .where('class_type', '=', 'OLD')
    .execute();
  if (classes.length === 0) throw new Error('no classes to put students in');
  await sql`select setseed(0.4242)`.execute(db);
  await sql`
    with s as (
      select g, 1 + floor(random() * ${classes.length})::int as ci, random() as r1, random() as r2, random() as r3, random() as r4
      from generate_series(1, ${count}) g)
    insert into people (tenant_id, identity, name, gender, id_number, phone, email, student_no, account, current_status, present_state,
      org_unit_id, class_id, grade, created_at, updated_at)
    select ${tenantId}, 'STUDENT',
      (${SURNAMES}::text[])[1 + floor(power(r1, 2.2) * ${SURNAMES.length})::int]
        || (${GIVEN}::text[])[1 + floor(r2 * ${GIVEN.length})::int]
        || case when r3 < 0.7 then (${GIVEN}::text[])[1 + floor(r4 * ${GIVEN.length})::int] else '' end,
      case when r2 < 0.52 then 1 else 2 end,
      '110105' || (1995 + g % 10) || lpad(g::text, 8, '0'),
      (${PREFIXES}::text[])[1 + g % ${PREFIXES.length}] || lpad((g * 7919 % 100000000)::text, 8, '0'),
      case when r4 < 0.3 then 's' || g || '@example.edu.cn' end,
      'B' || lpad(g::text, 9, '0'),
      'B' || lpad(g::text, 9, '0'),
      case when r1 < 0.92 then '1' when r1 < 0.96 then '2' when r1 < 0.98 then '3' else '5' end,
      case when r3 < 0.86 then '1' when r3 < 0.90 then '2' when r3 < 0.97 then '3' else '4' end,
      (${classes.map((c) => c.parent_id)}::int[])[ci],
      (${classes.map((c) => c.id)}::int[])[ci],
      (${classes.map((c) => c.grade)}::text[])[ci],
      now() - r4 * interval '1000 days', now() - r4 * interval '500 days'
    from s`.execute(db);
  await sql`vacuum analyze people`.execute(db);
}
