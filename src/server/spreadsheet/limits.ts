// The hard limits of the spreadsheet reader. A file past any of them is refused with its own
// problem (protocol.ts), which the upload and the import turn into a localized message; none of
// them can be reached by a workbook Excel itself writes for an import.
//
// The .xlsx reader is a streaming tokenizer (saxes) and does linear work for what it reads, so
// these limits bound memory and the time a hostile file can take, not a quadratic blow-up.

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * One start tag, its name and attributes, in characters of the XML. Real tags are tens of
 * characters; the longest Excel writes are range lists (`sqref` of a selection or a validation
 * over many ranges), a few kilobytes.
 */
export const MAX_TAG_CHARS = 256 * KiB;

/** A cell's text once read (shared or inline string, value): Excel's own limit for a cell. */
export const MAX_CELL_CHARS = 32_767;

/**
 * One run of text between two tags, as written in the XML (before `&…;` references are
 * decoded): the longest cell Excel allows stays under it even written as 10-character
 * references (`&#x10FFFF;`) throughout.
 */
export const MAX_TEXT_XML_CHARS = 512 * KiB;

/** One `<row>` element of the sheet, in characters of the XML (over a hundred full cells). */
export const MAX_ROW_XML_CHARS = 4 * MiB;

/** The parts read whole before the sheet, by the size the zip directory declares (inflated). */
export const MAX_PART_BYTES = {
  /** xl/workbook.xml and its relationships (xl/_rels/workbook.xml.rels) */
  workbook: 8 * MiB,
  /** the cell formats (xl/styles.xml); only the number formats are kept */
  styles: 32 * MiB,
  /** the shared strings (xl/sharedStrings.xml), kept in memory while the sheet is read */
  sharedStrings: 64 * MiB,
} as const;

/** The parse worker's heap (V8 old generation); a read needing more ends the worker. */
export const PARSE_WORKER_HEAP_MB = 256;

/**
 * The watchdog of a read (readSpreadsheet.ts). A read is ended when it stops making progress (no
 * shared string and no row for READ_STALL_MS of working time) or when its working time passes a
 * limit that grows with the file's size (a floor, or so much per MiB: a 5 MB upload, 150 s).
 * Working time is the worker's own: the time it waits for the importer to take its rows is not
 * counted, nor a stretch where the importing thread is busy with the database. A 5 MB workbook of
 * 55k rows reads in ~1–2 s on a quiet machine; the limits leave room for a machine many times
 * slower (a fixed 10 s cut a 1 MB import short on a busy one), since a read that stops moving is
 * ended by the stall time anyway.
 * Hostile files are refused by the limits above (each within seconds), not by these.
 */
export const READ_STALL_MS = 15_000;
export const READ_TIME_FLOOR_MS = 60_000;
export const READ_TIME_PER_MIB_MS = 30_000;

export function readTimeLimitMs(fileBytes: number): number {
  return Math.max(READ_TIME_FLOOR_MS, Math.ceil((fileBytes / MiB) * READ_TIME_PER_MIB_MS));
}

/** How often a running worker says how far it has come (FromWorker 'progress'). */
export const HEARTBEAT_MS = 250;

/** Reads running at once (each in its own worker); more wait in line, up to a point. */
export const MAX_PARSE_WORKERS = 2;
export const MAX_WAITING_READS = 8;
/** A read still waiting for a worker after this long is refused as busy. */
export const MAX_WAIT_MS = 60_000;

/** a size (bytes, or characters of XML) in whole MiB, as the messages state it */
export const toMiB = (size: number) => Math.round(size / MiB);
