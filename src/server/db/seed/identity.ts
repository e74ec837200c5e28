// Realistic Chinese personal data: names by common surname frequency, mainland ID numbers with
// a valid GB 11643 checksum and a gender digit that matches, and mobile numbers. Each generator
// remembers what it issued, so identifiers never repeat within a seed.
import { pad, Rng } from './prng';

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
    '',
  );
// the first surnames are far more common; weights fall off with rank
const SURNAME_WEIGHTS = SURNAMES.map((_, i) => 1 / (i + 4));
const RARE_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '慕容'];
const MALE = '伟强磊军勇杰涛明超亮刚平辉鹏华飞鑫波斌宇浩凯健俊帆帅旭宁龙林阳博文轩睿哲航晨逸子豪泽宏志远昊然天佑嘉成思源'.split('');
const FEMALE = '芳娜敏静丽艳娟霞秀玲桂英丹萍红婷雪琳晶颖倩妍欣怡悦彤萱涵琪瑶佳雨梦诗雅馨月蕾璐晓薇思嘉慧梓若可心'.split('');

export type Gender = 1 | 2;

export function chineseName(rng: Rng, gender: Gender): string {
  const surname = rng.chance(0.01) ? rng.pick(RARE_SURNAMES) : rng.weighted(SURNAMES, SURNAME_WEIGHTS);
  const chars = gender === 1 ? MALE : FEMALE;
  const given = rng.chance(0.7) ? rng.pick(chars) + rng.pick(chars) : rng.pick(chars);
  return surname + given;
}

// county-level region codes (GB/T 2260) of cities students commonly come from
const REGIONS = [
  '330106',
  '330102',
  '110105',
  '110108',
  '320102',
  '320506',
  '440106',
  '440305',
  '510107',
  '420111',
  '370102',
  '410105',
  '430104',
  '610113',
  '350203',
  '500103',
  '340104',
  '360102',
  '130102',
  '210102',
];
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function idChecksum(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

export function createIdNumbers(rng: Rng) {
  const issued = new Set<string>();
  return (gender: Gender, birthYear: number): string => {
    for (;;) {
      const month = rng.int(1, 12);
      const day = rng.int(1, 28);
      // the 17th digit is odd for men and even for women
      const order = rng.int(0, 49) * 2 + (gender === 1 ? 1 : 0);
      const body = `${rng.pick(REGIONS)}${birthYear}${pad(month, 2)}${pad(day, 2)}${pad(rng.int(0, 9), 1)}${pad(order, 2)}`;
      const id = body + idChecksum(body);
      if (!issued.has(id)) {
        issued.add(id);
        return id;
      }
    }
  };
}

const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '155',
  '157',
  '158',
  '159',
  '166',
  '176',
  '177',
  '180',
  '181',
  '182',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '199',
];

export function createPhones(rng: Rng) {
  const issued = new Set<string>();
  return (): string => {
    for (;;) {
      const phone = rng.pick(MOBILE_PREFIXES) + pad(rng.int(0, 99_999_999), 8);
      if (!issued.has(phone)) {
        issued.add(phone);
        return phone;
      }
    }
  };
}
