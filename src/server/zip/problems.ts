// Why an archive is refused. Each problem has a message in src/shared/i18n/photoImport.ts
// ('zip.refused.<problem>', with the entry's name as {name} where one is at fault).
import { Refused } from '../refusal';

export type ZipProblem =
  | 'notZip'
  | 'unsafePath'
  | 'symlink'
  | 'encrypted'
  | 'nestedZip'
  | 'tooManyEntries'
  | 'entryTooLarge'
  | 'totalTooLarge'
  | 'sizeMismatch'
  | 'unsupported'
  | 'corrupt';

/** Thrown by the reader; `entry` names the entry at fault (as the archive spells it, made printable).
 *  A refusal like any other: the key is the reason's, {name} the entry's. */
export class ZipRefused extends Refused {
  constructor(
    readonly problem: ZipProblem,
    readonly entry?: string,
  ) {
    super(`zip.refused.${problem}`, { name: entry ?? '' });
    this.message = entry === undefined ? `zip refused: ${problem}` : `zip refused: ${problem} (${entry})`;
    this.name = 'ZipRefused';
  }
}

/**
 * yauzl's own errors as our problems. With decodeStrings off yauzl checks no names, so its name
 * errors do not arise; what remains is sizes, encryption and damage.
 */
export function problemOfYauzlError(e: unknown): ZipProblem {
  if (e instanceof ZipRefused) return e.problem;
  const msg = e instanceof Error ? e.message : String(e);
  if (/end of central directory record signature not found/i.test(msg)) return 'notZip';
  if (/too many bytes|not enough bytes|size mismatch|overflows file bounds/i.test(msg)) return 'sizeMismatch';
  if (/encrypt/i.test(msg)) return 'encrypted';
  if (/unsupported compression method/i.test(msg)) return 'unsupported';
  if (/invalid relative path|absolute path|invalid characters/i.test(msg)) return 'unsafePath';
  return 'corrupt';
}
