// The benchmark's spreadsheet: ~55k students × 15 columns (10 the student target maps, 5 it
// ignores), written with exceljs's streaming writer and kept just under the 5 MB upload limit.
import { statSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Db } from '../src/server/db/schema';
import { IMPORT_MAX_BYTES } from '../src/shared/imports';
import { idChecksum } from '../src/server/db/seed/identity';

export const BENCH_HEADER = [
  '学号',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '邮箱',
  '班级',
  '年级',
  '当前状态',
  '在籍状态',
  '民族',
  '籍贯',
  '政治面貌',
  '家庭住址',
  '备注',
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗';
const GIVEN = '伟强磊军勇杰涛明超亮芳娜敏静丽艳娟霞秀玲';
const NATIONS = ['汉族', '回族', '满族', '壮族', '苗族'];
const PLACES = ['浙江杭州', '江苏南京', '北京海淀', '广东广州', '四川成都', '湖北武汉'];
const PARTIES = ['共青团员', '群众', '中共党员'];
const STATUS = ['在读', '休学', '在读', '在读'];

function idNumber(i: number): string {
  const body = `330106${1995 + (i % 10)}${String(1 + (i % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}${String(Math.floor(i / 420) % 1000).padStart(3, '0')}`;
  return body + idChecksum(body);
}

export function benchRow(i: number, classes: string[]): string[] {
  const name = SURNAMES[i % 20] + GIVEN[(i * 7) % 20] + (i % 3 ? GIVEN[(i * 13) % 20] : '');
  return [
    `2026${String(i).padStart(7, '0')}`,
    name,
    i % 2 ? '男' : '女',
    idNumber(i),
    `13${String(100000000 + i * 7).slice(0, 9)}`,
    `s${i}@stu.example.edu.cn`,
    classes[i % classes.length],
    String(2023 + (i % 4)),
    STATUS[i % 4],
    '在校',
    NATIONS[i % 5],
    PLACES[i % 6],
    PARTIES[i % 3],
    `${PLACES[i % 6]}市某某路${i % 500}号`,
    i % 10 === 0 ? '转专业' : '',
  ];
}

async function write(file: string, rows: number, classes: string[]): Promise<number> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true, useStyles: false });
  const ws = wb.addWorksheet('学生');
  ws.addRow(BENCH_HEADER).commit();
  for (let i = 0; i < rows; i += 1) ws.addRow(benchRow(i, classes)).commit();
  ws.commit();
  await wb.commit();
  return statSync(file).size;
}

/** Writes the file; fewer rows when 55k would pass the upload limit. Returns the data rows. */
export async function writeBenchFile(file: string, classes: string[], target = 55_000): Promise<{ rows: number; bytes: number }> {
  let rows = target;
  for (;;) {
    const bytes = await write(file, rows, classes);
    if (bytes <= IMPORT_MAX_BYTES - 1024) return { rows, bytes };
    rows = Math.floor(rows * (IMPORT_MAX_BYTES / bytes) * 0.99);
  }
}

/** The file for tenant 000000's classes (of the demo seed) as students.xlsx in `dir`; the classes with their ids and parents. */
export async function writeDemoBenchFile(db: Db, dir: string) {
  const units = await db.selectFrom('org_units').select(['id', 'name', 'parent_id']).where('tenant_id', '=', '000000').where('type', '=', 4).execute();
  const file = path.join(dir, 'students.xlsx');
  const classes = units.map((c) => c.name);
  const made = await writeBenchFile(file, classes);
  return { file, made, units };
}
