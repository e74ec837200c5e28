// Suggests which row holds the column headers: files often open with a title row (a merged
// banner such as "2026级新生名单") or a blank row. The header is the first row that fills most
// of the sheet's columns with distinct, mostly non-numeric texts. Only a suggestion: the
// administrator can change it.
export function suggestHeaderRow(rows: string[][]): number {
  const width = Math.max(0, ...rows.map((r) => r.filter((c) => c.trim() !== '').length));
  if (width === 0) return 1;
  for (let i = 0; i < rows.length; i += 1) {
    const cells = rows[i].map((c) => c.trim()).filter((c) => c !== '');
    if (cells.length < Math.max(2, Math.ceil(width * 0.6))) continue;
    const distinct = new Set(cells).size === cells.length;
    const texty = cells.filter((c) => !/^[\d.\-/: ]+$/.test(c)).length >= cells.length * 0.8;
    if (distinct && texty) return i + 1;
  }
  return 1;
}
