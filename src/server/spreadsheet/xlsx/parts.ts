// Where an .xlsx keeps what the reader needs, found the way Excel finds it: the first sheet is
// the workbook's first <sheet> (the first tab), reached through the workbook's relations, as are
// the shared strings and the styles. Files without relations fall back to the usual names.
import { attr, decodeXml } from './xml';
import type { XlsxZip } from './zip';

export interface XlsxParts {
  sheet: string | null;
  sharedStrings: string | null;
  styles: string | null;
  /** dates count from 1904-01-01 (old Mac workbooks) */
  date1904: boolean;
}

const REL = /<(?:[\w.-]+:)?Relationship\b([^>]*)>/g;
const SHEET = /<(?:[\w.-]+:)?sheet\b([^>]*)>/;
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

function relations(xml: string | null): { id: string; type: string; target: string }[] {
  if (!xml) return [];
  const out: { id: string; type: string; target: string }[] = [];
  for (const m of xml.matchAll(REL)) {
    out.push({ id: attr(m[1], 'Id') ?? '', type: attr(m[1], 'Type') ?? '', target: attr(m[1], 'Target') ?? '' });
  }
  return out;
}

/** The lowest-numbered worksheet entry, when the workbook does not say. */
function firstByName(names: string[]): string | null {
  const sheets = names.map((n) => ({ n, m: WORKSHEET_NAME.exec(n) })).filter((x) => x.m).sort((a, b) => Number(a.m![1]) - Number(b.m![1]));
  return sheets[0]?.n ?? null;
}

export async function locateParts(zip: XlsxZip, names: string[]): Promise<XlsxParts> {
  const workbook = (await zip.text('xl/workbook.xml')) ?? '';
  const rels = relations(await zip.text('xl/_rels/workbook.xml.rels'));
  const byType = (suffix: string) => rels.find((r) => r.type.endsWith(suffix));
  const first = SHEET.exec(workbook);
  const rid = first ? attr(first[1], 'id') : undefined;
  const sheetRel = rid ? rels.find((r) => r.id === rid) : undefined;
  let sheet = sheetRel ? entryOf(decodeXml(sheetRel.target)) : null;
  if (!sheet || !zip.has(sheet)) sheet = firstByName(names);
  const located = (rel: { target: string } | undefined, fallback: string) => {
    const name = rel ? entryOf(rel.target) : fallback;
    return zip.has(name) ? name : zip.has(fallback) ? fallback : null;
  };
  return {
    sheet,
    sharedStrings: located(byType('/sharedStrings'), 'xl/sharedStrings.xml'),
    styles: located(byType('/styles'), 'xl/styles.xml'),
    date1904: /<(?:[\w.-]+:)?workbookPr\b[^>]*\bdate1904\s*=\s*["'](?:1|true)["']/.test(workbook),
  };
}
