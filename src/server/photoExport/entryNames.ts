// Entry names of the photo zip: `<identifier>.<ext>` (document 001 §9). An identifier is unique
// within a tenant and identity, so names should never repeat; they are guarded anyway — a name
// already given (compared without case, as Windows and macOS unpack) gets _2, _3 … — and made
// safe: no path separators or characters file systems refuse, never empty, never too long.
const UNSAFE = /[\\/:*?"<>|\x00-\x1f\x7f]/g;
const MAX_BASE = 100;

export const safeBase = (identifier: string): string => {
  const base = [...identifier.replace(UNSAFE, '_').trim()].slice(0, MAX_BASE).join('');
  // a leading dot would hide the file on unpacking
  return base.replace(/^\.+/, '_') || '_';
};

/** A namer for one zip: each call answers a name no earlier call answered. */
export function entryNamer(): (identifier: string, ext: string) => string {
  const used = new Set<string>();
  return (identifier, ext) => {
    const base = safeBase(identifier);
    let name = `${base}.${ext}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base}_${n}.${ext}`;
    used.add(name.toLowerCase());
    return name;
  };
}
