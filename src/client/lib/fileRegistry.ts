// Files the user picks stay out of the store (STYLE.md #2): the File lives here, and actions
// carry its id with its name and size. A saga that uploads asks the registry for the File.
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

const files = new Map<string, Blob>();
let counter = 0;

export function registerFile(file: Blob): string {
  counter += 1;
  const id = `file-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  files.set(id, file);
  return id;
}

export const getFile = (id: string): Blob | undefined => files.get(id);

/** Forget the file (after upload, or when its dialog closes) so its memory can be freed. */
export const releaseFile = (id: string): boolean => files.delete(id);

/** Register a picked file and describe it for an action payload. */
export function refOf(file: File): FileRef {
  return { id: registerFile(file), name: file.name, size: file.size, type: file.type };
}
