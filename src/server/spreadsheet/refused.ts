import type { ParseProblem } from './protocol';

/** A spreadsheet read refused, with the problem the administrator is told (imports/upload/inspect.ts). */
export class SpreadsheetRefused extends Error {
  constructor(
    readonly problem: ParseProblem,
    detail?: string,
  ) {
    super(`spreadsheet refused: ${problem}${detail ? ` (${detail})` : ''}`);
    this.name = 'SpreadsheetRefused';
  }
}
