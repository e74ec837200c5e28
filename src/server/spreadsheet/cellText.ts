// One rule for turning a spreadsheet cell into the text an import works with (xlsx/sheetRows.ts
// and the .xls reader in parseWorker.ts apply it):
// - text stays exactly as written (leading zeros, an 18-digit ID number ending in X);
// - whole numbers are written without exponent or decimals (student numbers never become
//   floats); other numbers keep their shortest exact form;
// - a formula gives its cached result; nothing is evaluated;
// - dates become YYYY-MM-DD (with HH:mm:ss when the time is not midnight);
// - rich text is joined; hyperlinks give their text; errors and blanks give ''.

export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return String(n);
}

/** Excel keeps 15 significant digits: a longer number has lost its last ones. */
export const EXACT_DIGITS = 15;

/**
 * Whether a number cell, shown as `text`, counts as numeric for SheetRow.numeric: a
 * zero-padding format gives back the leading zeros, but not digits past the 15th.
 */
export function numericCell(text: string, padded: boolean): boolean {
  return !padded || text.length > EXACT_DIGITS;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return time === '00:00:00' ? date : `${date} ${time}`;
}

/** Excel's serial day number (1900 system) to a date. */
export function serialToDate(serial: number): Date {
  return new Date(Math.round((serial - 25569) * 86400 * 1000));
}
