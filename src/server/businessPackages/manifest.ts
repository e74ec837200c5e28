// The package's manifest.json, at the archive's root: a JSON object with a code (letters, digits,
// `_ . -`, starting with a letter), a name, a dotted numeric version and an optional description.
// Anything else refuses the package with the reason, in the reader's language.
import {
  PACKAGE_CODE_PATTERN,
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_MANIFEST_MAX_BYTES,
  PACKAGE_MANIFEST_NAME,
  PACKAGE_NAME_MAX,
  PACKAGE_VERSION_PATTERN,
  PackageManifest,
} from '../../shared/platform/businessPackages';
import { refuse } from '../refusal';
import type { ZipReader } from '../zip/reader';

type Fault = 'object' | 'json' | 'tooLarge' | 'code' | 'name' | 'version' | 'description';

/** Each fault has its own message (businessPackages.refused.manifest.<fault>). */
const invalid = (fault: Fault): never =>
  refuse(`businessPackages.refused.manifest.${fault}`, { max: fault === 'name' ? PACKAGE_NAME_MAX : PACKAGE_DESCRIPTION_MAX });

const textOf = (o: Record<string, unknown>, key: string): string => (typeof o[key] === 'string' ? (o[key] as string).trim() : '');

/** Checks the parsed manifest; answers it trimmed. */
export function checkManifest(parsed: unknown): PackageManifest {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return invalid('object');
  const o = parsed as Record<string, unknown>;
  const code = textOf(o, 'code');
  const name = textOf(o, 'name');
  const version = textOf(o, 'version');
  const description = textOf(o, 'description');
  if (!new RegExp(PACKAGE_CODE_PATTERN).test(code)) return invalid('code');
  if (name === '' || name.length > PACKAGE_NAME_MAX) return invalid('name');
  if (!new RegExp(PACKAGE_VERSION_PATTERN).test(version)) return invalid('version');
  if (description.length > PACKAGE_DESCRIPTION_MAX) return invalid('description');
  return { code, name, version, ...(description ? { description } : {}) };
}

/** Reads and checks the archive's manifest. */
export async function readManifest(zip: ZipReader): Promise<PackageManifest> {
  const entry = zip.entries.find((e) => e.name === PACKAGE_MANIFEST_NAME);
  if (!entry) return refuse('businessPackages.refused.manifestMissing', { name: PACKAGE_MANIFEST_NAME });
  if (entry.size > PACKAGE_MANIFEST_MAX_BYTES) return invalid('tooLarge');
  const text = (await zip.read(entry)).toString('utf8').replace(/^\uFEFF/, '');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('json');
  }
  return checkManifest(parsed);
}
