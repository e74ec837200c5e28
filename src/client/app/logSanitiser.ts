// The one sanitiser of the action log (actionLog.ts) and of what Redux DevTools receives
// (store.ts): a copy of an action or a state that is safe to send to a developer. Secrets
// (password, token, signing key, secret) become the redaction mark at any depth; personal
// identifiers become stable pseudonyms, the same value the same pseudonym within one log (so
// equality and joins still read, and a replay of the sanitised actions reaches the sanitised
// states); data URLs, file bytes and spreadsheet previews are cut. The walk uses an explicit
// stack (no depth limit) and copies each object once (cycles and shared parts are safe).
//
// An identifier is found by its key (idNumber, phone, email, studentNo, examNo, workNo, and a
// name in a row that looks like a person; the value of a `{name: 'idNumber', value}` field
// change), by its column in a table whose header names it
// (姓名, 身份证号, 手机号 …), and by its value wherever it is: an 18-character ID number, an
// 11-digit mobile number or an e-mail address inside any string, under any key.
//
// A signed link (a photo's or an export's: `<base64url JSON claims>.<signature>`, the whole
// authorisation of its GET) is a secret wherever it is: a string that is such a link becomes ''
// (a list shows its default picture, and a replay asks the server for nothing), one that holds
// one in its text gets the signed-link mark in its place.

export const REDACTED = '[redacted]';
export const SIGNED_LINK_CUT = '[signed link cut]';
/** rows of a preview table (a spreadsheet's first rows) kept in the log */
export const PREVIEW_ROWS = 5;

type Kind = 'ID' | 'PHONE' | 'EMAIL' | 'EXAM' | 'STUDENT' | 'WORK' | 'ACCOUNT' | 'NAME';

const SECRET_KEY = /password|token|signingKey|secret/i;
/** identifying keys, whatever object they are in */
const KEY_KINDS: [RegExp, Kind][] = [
  [/^(id_?card|id_?number|id_?no|identity_?card|identity_?no|cert(ificate)?_?(no|number)|sfzh?)$/i, 'ID'],
  [/^(phone|mobile|tel|telephone|phone_?(no|number)|mobile_?(no|number)|cell_?phone|contact_?phone|sjh)$/i, 'PHONE'],
  [/^(e_?mail|email_?address|mail)$/i, 'EMAIL'],
  [/^(exam_?(no|number)|candidate_?(no|number)|ksh|zkzh)$/i, 'EXAM'],
  [/^(student_?(no|number)|stu_?no|xh)$/i, 'STUDENT'],
  [/^(work_?(no|number)|job_?(no|number)|employee_?(no|number)|staff_?(no|number)|gh)$/i, 'WORK'],
  [/^(real_?name|student_?name|teacher_?name|person_?name|xm)$/i, 'NAME'],
  // a person's own number (exam, student or work number, or account), wherever it is searched by
  [/^identifier$/i, 'ACCOUNT'],
];
/** keys that identify only in a row that looks like a person */
const ROW_KEY_KINDS: [RegExp, Kind][] = [
  [/^(name|user_?name|full_?name)$/i, 'NAME'],
  [/^account$/i, 'ACCOUNT'],
];
/** a person row holds one of these besides a name */
const PERSON_MARK = /^(id_?number|id_?card|phone|mobile|e_?mail|student_?(no|number)|exam_?(no|number)|work_?(no|number)|identifier|gender|sex|identity)$/i;
const PERSON_ID = /^(id|user_?id|person_?id|student_?id|teacher_?id|member_?id)$/i;
/** a table's header cell naming its column */
const HEADER_KINDS: [RegExp, Kind][] = [
  [/身份证|证件号|id ?(card|number)/i, 'ID'],
  [/手机|电话|联系方式|phone|mobile/i, 'PHONE'],
  [/邮箱|e-?mail/i, 'EMAIL'],
  [/考生号|准考证|exam/i, 'EXAM'],
  [/学号|student ?(no|number)/i, 'STUDENT'],
  [/工号|work ?(no|number)/i, 'WORK'],
  [/^(姓名|名字|学生姓名|教师姓名|name|full ?name)$/i, 'NAME'],
];
const PREVIEW_KEY = /preview/i;
const BYTES_KEY = /^(bytes|base64|blob|file_?content|content_?base64|data_?url)$/i;

/** the value patterns no sanitised string keeps (exported for the tests) */
export const ID_PATTERN = /(?<![0-9])[0-9]{17}[0-9Xx](?![0-9])/g;
export const PHONE_PATTERN = /(?<![0-9])1[3-9][0-9][- ]?[0-9]{4}[- ]?[0-9]{4}(?![0-9])/g;
const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const DATA_URL = /^data:([^;,]*)[^,]*,/;
/** a signed token: base64url of a JSON object ('{"' is 'eyJ'), a dot, a signature of 16 bytes or more */
export const SIGNED_TOKEN = /eyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{22,}/g;
const LINK_ONLY = /^(https?:\/\/|\/)\S*$/;

const PREFIX: Record<Kind, string> = {
  ID: 'ID-',
  PHONE: 'PHONE-',
  EMAIL: 'user',
  EXAM: 'EXAM-',
  STUDENT: 'STU-',
  WORK: 'WORK-',
  ACCOUNT: 'ACC-',
  NAME: '姓名',
};

export interface LogSanitiser {
  /** a sanitised copy (the argument is left as it was) */
  sanitise<T>(value: T): T;
}

const kindOf = (key: string, table: [RegExp, Kind][]): Kind | undefined => table.find(([re]) => re.test(key))?.[1];
const isPlainObject = (v: object): v is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};
/** a record of a person, as the server gives it: its own id, a name, and something that
 *  identifies (a filter or a form draft with a name and an ID number is not one: it has no id) */
const looksLikePerson = (o: Record<string, unknown>): boolean => {
  const keys = Object.keys(o);
  return keys.some((k) => PERSON_ID.test(k)) && keys.some((k) => /name/i.test(k)) && keys.some((k) => PERSON_MARK.test(k));
};
/** `{name: 'idNumber', value: …}` (a filter or form field changed): the value has the named field's kind */
const pairKind = (o: Record<string, unknown>): Kind | undefined => {
  if (!('value' in o)) return undefined;
  const field = [o.field, o.name, o.key].find((f): f is string => typeof f === 'string');
  return field === undefined ? undefined : kindOf(field, KEY_KINDS);
};

/** A table (an array of rows of cells) whose header row names identifying columns: the rows
 *  under that header, and column → kind. */
function tableColumns(rows: unknown[]): { from: number; columns: Map<number, Kind> } | undefined {
  if (rows.length < 2 || !rows.every(Array.isArray)) return undefined;
  for (const [r, row] of (rows.slice(0, 10) as unknown[][]).entries()) {
    const columns = new Map<number, Kind>();
    row.forEach((cell, i) => {
      const kind = typeof cell === 'string' ? kindOf(cell.trim(), HEADER_KINDS) : undefined;
      if (kind) columns.set(i, kind);
    });
    if (columns.size > 0) return { from: r + 1, columns };
  }
  return undefined;
}

/** One log's sanitiser: its pseudonyms stay the same for as long as it lives. */
export function createLogSanitiser(): LogSanitiser {
  const pseudonyms = new Map<string, string>();
  const issued = new Set<string>();
  const counters = new Map<Kind, number>();

  const pseudonym = (value: string, kind: Kind): string => {
    if (issued.has(value)) return value;
    let p = pseudonyms.get(value);
    if (p === undefined) {
      const n = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, n);
      const num = String(n).padStart(4, '0');
      p = kind === 'EMAIL' ? `${PREFIX.EMAIL}${num}@example.invalid` : `${PREFIX[kind]}${num}`;
      pseudonyms.set(value, p);
      issued.add(p);
    }
    return p;
  };

  /** a string with every ID number, mobile number and e-mail address in it replaced */
  const scrub = (s: string): string => {
    const data = DATA_URL.exec(s);
    if (data) return `data:${data[1]};cut,${s.length}`;
    if (s.includes('eyJ') && new RegExp(SIGNED_TOKEN.source).test(s)) return LINK_ONLY.test(s) ? '' : scrub(s.replace(SIGNED_TOKEN, SIGNED_LINK_CUT));
    if (!/[0-9@]/.test(s)) return s;
    return s
      .replace(ID_PATTERN, (m) => pseudonym(m.toUpperCase(), 'ID'))
      .replace(PHONE_PATTERN, (m) => pseudonym(m.replace(/[- ]/g, ''), 'PHONE'))
      .replace(EMAIL_PATTERN, (m) => pseudonym(m, 'EMAIL'));
  };

  /** a leaf under a key: the key's kind, then the value's patterns */
  const leaf = (value: unknown, kind: Kind | undefined, secret: boolean, bytes: boolean): unknown => {
    if (typeof value === 'string') {
      if (secret) return REDACTED;
      if (bytes && value.length > 256) return `[${value.length} bytes cut]`;
      if (kind && value !== '') return pseudonym(kind === 'ID' ? value.toUpperCase() : value, kind);
      return scrub(value);
    }
    if (typeof value === 'number' && Number.isInteger(value)) {
      const s = String(value);
      if (kind === 'PHONE' || kind === 'ID' || kind === 'EXAM' || kind === 'STUDENT' || kind === 'WORK') return pseudonym(s, kind);
      if (scrub(s) !== s) return scrub(s);
    }
    return value;
  };

  const sanitise = <T>(root: T): T => {
    const copies = new Map<object, unknown>();
    const holder: { v?: unknown } = {};
    // each task: put the sanitised `value` at `into[at]`
    type Task = {
      value: unknown;
      into: Record<string | number, unknown>;
      at: string | number;
      kind?: Kind;
      secret?: boolean;
      bytes?: boolean;
      preview?: boolean;
    };
    const stack: Task[] = [{ value: root, into: holder as Record<string, unknown>, at: 'v' }];
    while (stack.length > 0) {
      const { value, into, at, kind, secret, bytes, preview } = stack.pop()!;
      if (value === null || typeof value !== 'object') {
        into[at] = leaf(value, kind, !!secret, !!bytes);
        continue;
      }
      const seen = copies.get(value);
      if (seen !== undefined) {
        into[at] = seen;
        continue;
      }
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
        into[at] = `[${value.byteLength} bytes cut]`;
        continue;
      }
      if (Array.isArray(value)) {
        const rows = preview ? value.slice(0, PREVIEW_ROWS) : value;
        const out: unknown[] = new Array(rows.length);
        copies.set(value, out);
        into[at] = out;
        const table = tableColumns(rows);
        // pushed last to first: taken (and numbered) in the order they are written
        for (let i = rows.length - 1; i >= 0; i -= 1) {
          const item = rows[i];
          const columns = table && i >= table.from ? table.columns : undefined;
          if (columns && Array.isArray(item)) {
            const row: unknown[] = new Array(item.length);
            out[i] = row;
            for (let c = item.length - 1; c >= 0; c -= 1) stack.push({ value: item[c], into: row as never, at: c, kind: columns.get(c) });
          } else stack.push({ value: item, into: out as never, at: i, kind, secret, bytes });
        }
        continue;
      }
      if (!isPlainObject(value)) {
        into[at] = value;
        continue;
      }
      const out: Record<string, unknown> = {};
      copies.set(value, out);
      into[at] = out;
      const person = looksLikePerson(value);
      const pair = pairKind(value);
      for (const [k, v] of Object.entries(value).reverse()) {
        const own = kindOf(k, KEY_KINDS) ?? (person ? kindOf(k, ROW_KEY_KINDS) : undefined) ?? (k === 'value' ? pair : undefined);
        stack.push({
          value: v,
          into: out,
          at: k,
          kind: own,
          // the string under a secret's key (an object under it is walked: its strings may be data)
          secret: SECRET_KEY.test(k),
          bytes: BYTES_KEY.test(k),
          preview: PREVIEW_KEY.test(k),
        });
      }
    }
    return holder.v as T;
  };

  return { sanitise };
}
