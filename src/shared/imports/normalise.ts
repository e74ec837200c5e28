// Normalising what administrators type into spreadsheets. Each returns the stored text, or a
// reason key (src/shared/i18n) when the value cannot be accepted.
export type Normalised = { ok: true; value: string } | { ok: false; reason: string };

const ok = (value: string): Normalised => ({ ok: true, value });
const bad = (reason: string): Normalised => ({ ok: false, reason });

/** Full-width digits and letters (１２３ＡＢ) and odd spaces are common in files made on phones. */
const WIDE_OR_ODD_SPACE = /[\uFF01-\uFF5E\u3000\u00A0]/;

export function halfWidth(text: string): string {
  // most cells have none: one test instead of two replacements
  if (!WIDE_OR_ODD_SPACE.test(text)) return text.trim();
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\u3000\u00A0]/g, ' ')
    .trim();
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID: 18 characters, the last a checksum digit or X (GB 11643). */
export function idNumber(raw: string): Normalised {
  const v = halfWidth(raw).toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return bad('import.reason.idNumberFormat');
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  if (ID_CHECK[sum % 11] !== v[17]) return bad('import.reason.idNumberChecksum');
  const month = Number(v.slice(10, 12));
  const day = Number(v.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return bad('import.reason.idNumberFormat');
  return ok(v);
}

export function gender(raw: string): Normalised {
  const v = halfWidth(raw).toLowerCase();
  if (['男', 'm', 'male', '1', '男性'].includes(v)) return ok('1');
  if (['女', 'f', 'female', '2', '女性'].includes(v)) return ok('2');
  // anything else (未知, unknown, 0) fails the row naming the two values: stored blank, it was
  // a value lost without a word (issue 32)
  return bad('import.reason.gender');
}

export function phone(raw: string): Normalised {
  const v = halfWidth(raw)
    .replace(/[\s-]/g, '')
    .replace(/^\+?86/, '');
  if (/^1\d{10}$/.test(v) || /^0\d{9,11}$/.test(v)) return ok(v);
  return bad('import.reason.phone');
}

/** Dates as administrators write them: 2026-09-01, 2026/9/1, 2026.9.1, 20260901, 2026年9月1日. */
export function date(raw: string): Normalised {
  const v = halfWidth(raw);
  const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(v) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  if (!m) return bad('import.reason.date');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d || y < 1900 || y > 2100) return bad('import.reason.date');
  return ok(`${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
}

/** Identifiers (student, work, exam numbers, accounts): exactly as written, never a number. */
export function identifier(raw: string, max = 64): Normalised {
  const v = halfWidth(raw);
  if (!/^[A-Za-z0-9_\-.@]+$/.test(v)) return bad('import.reason.identifier');
  if (v.length > max) return bad('import.reason.tooLong');
  return ok(v);
}

export function text(raw: string, max: number): Normalised {
  const v = raw.replace(/[\u0000-\u001F\u007F]/g, ' ').trim();
  // length counts UTF-16 units, never fewer than characters: only a long text needs counting
  if (v.length > max && [...v].length > max) return bad('import.reason.tooLong');
  return ok(v);
}
