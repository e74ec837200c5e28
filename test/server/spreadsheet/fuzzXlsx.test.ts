// Property-based tests of the .xlsx reader (fast-check), bounded in time: random workbooks read
// back exactly; their parts mutated (text and bytes) and zipped again give rows or a refusal,
// never anything else, and never an HTTP 500 through the upload; and the time to read grows
// with the size of the input, not faster.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { numberText } from '../../../src/server/spreadsheet/cellText';
import type { ParseProblem } from '../../../src/server/spreadsheet/protocol';
import { xlsxRows } from '../../../src/server/spreadsheet/xlsx/sheetRows';
import { SheetRefused } from '../../../src/server/spreadsheet/xlsx/xml';
import { buildTestApp, Session, signIn, TENANT_A, TestApp } from '../helpers';
import { upload } from '../imports/fixtures';
import { MAIN_NS, Part, unzipParts, workbookParts, zipParts } from './craft';

const PROBLEMS: ParseProblem[] = [
  'corrupt',
  'empty',
  'tooManyRows',
  'tooManyColumns',
  'tagTooLong',
  'cellTooLong',
  'rowTooLarge',
  'workbookTooLarge',
  'stylesTooLarge',
  'sharedStringsTooLarge',
];

let dir: string;
let count = 0;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fuzz-xlsx-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function save(bytes: Buffer): string {
  const file = path.join(dir, `${(count += 1)}.xlsx`);
  writeFileSync(file, bytes);
  return file;
}

type Outcome = { rows: { n: number; cells: string[] }[] } | { problem: ParseProblem };

/** Rows, or the reader's refusal; anything else thrown fails the property. */
async function read(bytes: Buffer): Promise<Outcome> {
  const rows: { n: number; cells: string[] }[] = [];
  try {
    for await (const batch of xlsxRows(save(bytes), 200)) rows.push(...batch);
    return { rows };
  } catch (e) {
    if (e instanceof SheetRefused && PROBLEMS.includes(e.problem)) return { problem: e.problem };
    throw e;
  }
}

// cell values: text with the characters XML and spreadsheets make special, numbers, booleans
const TEXT_CHARS = ['a', 'Z', '0', '7', ' ', '<', '>', '&', '"', "'", '学', '号', '\n', 'é', '😀', '=', '-', '.', '/'];
const cellValue = fc.oneof(
  fc.string({ unit: fc.constantFrom(...TEXT_CHARS), minLength: 1, maxLength: 12 }),
  fc.integer({ min: -1e9, max: 1e12 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
  fc.boolean(),
  fc.constant(null),
);
const sheetRows = fc.array(fc.array(cellValue, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 15 });

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('学生');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** What the reader must give for rows written by exceljs: cellText.ts's rule, blank cells and rows left out. */
function expected(rows: unknown[][]): { n: number; cells: string[] }[] {
  const out: { n: number; cells: string[] }[] = [];
  rows.forEach((r, i) => {
    const cells = r.map((v) => (v === null ? '' : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : typeof v === 'number' ? numberText(v) : String(v)));
    while (cells.length && cells[cells.length - 1].trim() === '') cells.pop();
    if (cells.length) out.push({ n: i + 1, cells });
  });
  return out;
}

// mutations of a part's XML: tokens that open, close or break things, repeated slices, cuts
const TOKENS = [
  '<',
  '>',
  '/>',
  '"',
  "'",
  '&',
  '&amp;',
  '&#x41;',
  '&#0;',
  '&bogus;',
  '<![CDATA[',
  ']]>',
  '<!--',
  '-->',
  '<?x ?>',
  '<!DOCTYPE x>',
  '</row>',
  '<row>',
  '<row r="0">',
  '<row r="99999999999">',
  '<c r="XFD1">',
  '<c t="s"><v>999</v></c>',
  '<c t="inlineStr"><is><t>x</t></is></c>',
  '<v>',
  '</v>',
  '<is><t>',
  '<rPh>',
  '<sheet ',
  '<sheet r:id="rId1"/>',
  '<Relationship ',
  '<xf numFmtId="14"/>',
  '<numFmt numFmtId="14" formatCode="000"/>',
  '<si>',
  '</si>',
  ' r="',
  ' t="d"',
  ' s="999999"',
  'x:',
  '\uFEFF',
  '\u0001',
  '\r',
  '\uD800',
  '😀',
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    token: fc.constantFrom(...TOKENS),
    times: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({
    kind: fc.constant('repeat' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    length: fc.integer({ min: 1, max: 60 }),
    times: fc.integer({ min: 2, max: 400 }),
  }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant('byte' as const), at: fc.double({ min: 0, max: 1, noNaN: true }), value: fc.integer({ min: 0, max: 255 }) }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(data: Buffer, m: Mutation): Buffer {
  if (m.kind === 'byte') {
    const out = Buffer.from(data);
    if (out.length) out[Math.floor(m.at * (out.length - 1))] = m.value;
    return out;
  }
  const text = data.toString('utf8');
  const at = Math.floor(m.at * text.length);
  switch (m.kind) {
    case 'insert':
      return Buffer.from(text.slice(0, at) + m.token.repeat(m.times) + text.slice(at));
    case 'delete':
      return Buffer.from(text.slice(0, at) + text.slice(at + m.length));
    case 'repeat':
      return Buffer.from(text.slice(0, at) + text.slice(at, at + m.length).repeat(m.times) + text.slice(at + m.length));
    default:
      return Buffer.from(text.slice(0, at));
  }
}

const XML_PARTS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const mutated = fc.record({
  rows: sheetRows,
  part: fc.constantFrom(...XML_PARTS),
  mutations: fc.array(mutation, { minLength: 1, maxLength: 3 }),
});

async function mutatedWorkbook(x: { rows: unknown[][]; part: string; mutations: Mutation[] }): Promise<Buffer> {
  const parts: Part[] = await unzipParts(await workbookOf(x.rows));
  return zipParts(parts.map((p) => (p.name === x.part ? { ...p, data: x.mutations.reduce((d, m) => mutate(d, m), p.data as Buffer) } : p)));
}

describe('the reader over generated workbooks', () => {
  it('reads what exceljs wrote exactly', async () => {
    await fc.assert(
      fc.asyncProperty(sheetRows, async (rows) => {
        expect(await read(await workbookOf(rows))).toEqual({ rows: expected(rows) });
      }),
      { numRuns: 25 },
    );
  });

  it('gives rows or a refusal for mutated parts, never anything else, and quickly', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (x) => {
        const bytes = await mutatedWorkbook(x);
        const t0 = performance.now();
        const outcome = await read(bytes);
        expect(performance.now() - t0).toBeLessThan(2000);
        if ('rows' in outcome) {
          for (const r of outcome.rows) {
            expect(Number.isSafeInteger(r.n) && r.n > 0).toBe(true);
            expect(r.cells.every((c) => typeof c === 'string')).toBe(true);
          }
        }
      }),
      { numRuns: 120 },
    );
  });
});

describe('time grows with the size of the input', () => {
  // a fragment repeated k and 4k times in a part; the fragment is random tokens (most files end
  // early, refused), or well-formed rows (read to the end)
  const fragment = fc.oneof(
    fc.array(fc.constantFrom(...TOKENS, 'text', ' ', '="1"', 'a'), { minLength: 1, maxLength: 8 }).map((t) => t.join('')),
    fc
      .array(cellValue, { minLength: 1, maxLength: 6 })
      .map(
        (cells) => `<row>${cells.map((v) => `<c t="inlineStr"><is><t>${String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`).join('')}</row>`,
      ),
  );
  const where = fc.constantFrom('sheet', 'workbook', 'rels', 'shared', 'styles');

  function filePart(kind: string, body: string): Part[] {
    switch (kind) {
      case 'workbook':
        return workbookParts({ workbook: `<workbook xmlns="${MAIN_NS}"><sheets>${body}</sheets></workbook>` });
      case 'rels':
        return workbookParts({ rels: `<Relationships>${body}</Relationships>` });
      case 'shared':
        return workbookParts({ shared: `<sst><si><t>a</t></si>${body}</sst>` });
      case 'styles':
        return workbookParts({ styles: `<styleSheet><cellXfs>${body}</cellXfs></styleSheet>` });
      default:
        return workbookParts({ sheet: `<worksheet xmlns="${MAIN_NS}"><sheetData>${body}</sheetData></worksheet>` });
    }
  }

  /** the fastest of three reads, in ms */
  async function timeOf(bytes: Buffer): Promise<number> {
    const file = save(bytes);
    let best = Infinity;
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      try {
        for await (const _ of xlsxRows(file, 200)) {
          /* rows */
        }
      } catch (e) {
        if (!(e instanceof SheetRefused)) throw e;
      }
      best = Math.min(best, performance.now() - t0);
    }
    return best;
  }

  it('a 4× larger input takes at most about 4× as long (with room for noise), wherever the fragment is', async () => {
    const SMALL = 256 * 1024;
    await fc.assert(
      fc.asyncProperty(fragment, where, async (unit, kind) => {
        const k = Math.max(1, Math.floor(SMALL / unit.length));
        const small = await timeOf(await zipParts(filePart(kind, unit.repeat(k))));
        const large = await timeOf(await zipParts(filePart(kind, unit.repeat(4 * k))));
        // linear: ×4; a quadratic reader: ×16. Twice linear plus 60 ms absorbs a busy machine.
        expect(large).toBeLessThan(8 * small + 60);
      }),
      { numRuns: 10 },
    );
  });
});

describe('the upload over mutated workbooks', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    session = await signIn(t.app, TENANT_A);
  });
  afterAll(() => t.close());

  it('answers a refusal or the preview, never HTTP 500', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (x) => {
        const a = await upload(t.app, session, await mutatedWorkbook(x), 'fuzz.xlsx');
        expect(a.http).toBe(200);
        expect([1000, 1002]).toContain(a.envelope.status);
      }),
      { numRuns: 12 },
    );
  });
});
