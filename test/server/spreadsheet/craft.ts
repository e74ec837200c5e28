// Real .xlsx files written part by part (yazl), so a test can put any XML in any part: crafted
// hostile files, mutated workbooks, or an ordinary workbook's parts taken apart and zipped again.
import yauzl from 'yauzl';
import yazl from 'yazl';

export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export interface Part {
  name: string;
  data: string | Buffer;
}

/** A zip of the parts in the order given, deflated at the highest level. */
export function zipParts(parts: Part[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const p of parts) zip.addBuffer(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data), p.name, { compress: true, compressionLevel: 9 });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Every file of a zip (folders left out), in its order, inflated. */
export function unzipParts(bytes: Buffer): Promise<Part[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const parts: Part[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (e, s) => {
          if (e || !s) return reject(e);
          const chunks: Buffer[] = [];
          s.on('data', (c: Buffer) => chunks.push(c));
          s.on('end', () => {
            parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(parts));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export const sheetXml = (rows: string) => `${XML_DECL}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetData>${rows}</sheetData></worksheet>`;

export interface WorkbookXml {
  workbook?: string;
  rels?: string;
  sheet?: string;
  shared?: string;
  styles?: string;
}

/** The parts of a one-sheet workbook; any part can be given as it should read. */
export function workbookParts(x: WorkbookXml = {}): Part[] {
  const rels =
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>`;
  return [
    {
      name: '[Content_Types].xml',
      data: `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML_DECL}<Relationships xmlns="${PKG_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data:
        x.workbook ?? `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="学生" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    { name: 'xl/_rels/workbook.xml.rels', data: x.rels ?? `${XML_DECL}<Relationships xmlns="${PKG_NS}">${rels}</Relationships>` },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: x.sheet ?? sheetXml('<row r="1"><c r="A1" t="inlineStr"><is><t>学号</t></is></c></row><row r="2"><c r="A2"><v>1</v></c></row>'),
    },
    { name: 'xl/styles.xml', data: x.styles ?? `${XML_DECL}<styleSheet xmlns="${MAIN_NS}"><cellXfs count="1"><xf numFmtId="0"/></cellXfs></styleSheet>` },
    { name: 'xl/sharedStrings.xml', data: x.shared ?? `${XML_DECL}<sst xmlns="${MAIN_NS}" count="0" uniqueCount="0"></sst>` },
  ];
}

export const craftedXlsx = (x: WorkbookXml) => zipParts(workbookParts(x));

const MiB = 1024 * 1024;

/** The hostile files of the security issue. */
export const HOSTILE = {
  /** workbook.xml: <sheets> and 64,000 unclosed `<sheet ` (the tag patterns scanned ahead for '>') */
  unclosedSheets: () => craftedXlsx({ workbook: `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${'<sheet '.repeat(64_000)}` }),
  /** the same in the workbook's relationships */
  unclosedRelationships: () => craftedXlsx({ rels: `${XML_DECL}<Relationships xmlns="${PKG_NS}">${'<Relationship '.repeat(64_000)}` }),
  /** one 32 MB cell, deflated to ~34 KB */
  hugeCell: () => craftedXlsx({ sheet: sheetXml(`<row r="1"><c r="A1" t="inlineStr"><is><t>${'A'.repeat(32 * MiB)}</t></is></c></row>`) }),
  /** a 16 MB tag that never closes, in the sheet */
  unclosedTag: () => craftedXlsx({ sheet: `${XML_DECL}<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" s="${'x'.repeat(16 * MiB)}` }),
};
