// Where an .xlsx keeps what the reader needs, found the way Excel finds it: the first sheet is
// the workbook's first <sheet> (the first tab), reached through the workbook's relations, as are
// the shared strings and the styles. Files without relations fall back to the usual names.
// Each part read whole must be within its size limit (limits.ts), judged from the zip directory
// before a byte is inflated.
import { MAX_PART_BYTES } from '../limits';
import type { ParseProblem } from '../protocol';
import { attr, Attributes, readXml, SheetRefused } from './xml';
import type { XlsxZip } from './zip';

export interface XlsxParts {
  sheet: string | null;
  sharedStrings: string | null;
  styles: string | null;
  /** dates count from 1904-01-01 (old Mac workbooks) */
  date1904: boolean;
}

interface Relation {
  id: string;
  type: string;
  target: string;
}

const WORKSHEET_NAME = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A relation's target as an entry name: relative to xl/, or absolute from the archive's root. */
export function entryOf(target: string): string {
  const parts: string[] = [];
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  for (const p of path.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return parts.join('/');
}

/** Refuses a part the directory declares larger than `max` (the part is not read then). */
export function checkPartSize(zip: XlsxZip, name: string, max: number, problem: ParseProblem): void {
  if (zip.size(name) > max) throw new SheetRefused(problem, `${name}: ${zip.size(name)} bytes`);
}

/** Every element named `tag` of a part, by its attributes (nothing when the part is missing). */
async function elements(zip: XlsxZip, name: string, visit: (tag: string, attrs: Attributes) => void): Promise<void> {
  if (!zip.has(name)) return;
  checkPartSize(zip, name, MAX_PART_BYTES.workbook, 'workbookTooLarge');
  await readXml(zip.pieces(name), { open: (tag, attrs) => visit(tag, attrs), close: () => undefined, text: () => undefined });
}

/** The lowest-numbered worksheet entry, when the workbook does not say. */
function firstByName(names: string[]): string | null {
  const sheets = names
    .map((n) => ({ n, m: WORKSHEET_NAME.exec(n) }))
    .filter((x) => x.m)
    .sort((a, b) => Number(a.m![1]) - Number(b.m![1]));
  return sheets[0]?.n ?? null;
}

export async function locateParts(zip: XlsxZip, names: string[]): Promise<XlsxParts> {
  let rid: string | undefined;
  let sawSheet = false;
  let date1904 = false;
  await elements(zip, 'xl/workbook.xml', (tag, attrs) => {
    if (tag === 'sheet' && !sawSheet) {
      sawSheet = true;
      rid = attr(attrs, 'id');
    } else if (tag === 'workbookPr') {
      const v = attr(attrs, 'date1904');
      date1904 = v === '1' || v === 'true';
    }
  });
  const rels: Relation[] = [];
  await elements(zip, 'xl/_rels/workbook.xml.rels', (tag, attrs) => {
    if (tag === 'Relationship') rels.push({ id: attr(attrs, 'Id') ?? '', type: attr(attrs, 'Type') ?? '', target: attr(attrs, 'Target') ?? '' });
  });
  const byType = (suffix: string) => rels.find((r) => r.type.endsWith(suffix));
  const sheetRel = rid ? rels.find((r) => r.id === rid) : undefined;
  let sheet = sheetRel ? entryOf(sheetRel.target) : null;
  if (!sheet || !zip.has(sheet)) sheet = firstByName(names);
  const located = (rel: Relation | undefined, fallback: string) => {
    const name = rel ? entryOf(rel.target) : fallback;
    return zip.has(name) ? name : zip.has(fallback) ? fallback : null;
  };
  return {
    sheet,
    sharedStrings: located(byType('/sharedStrings'), 'xl/sharedStrings.xml'),
    styles: located(byType('/styles'), 'xl/styles.xml'),
    date1904,
  };
}
