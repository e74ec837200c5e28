// A picture as the apps get it: an image field holds an uploaded file's id (file/upload), answered
// as the address that shows it (file/view, no session); an address already (a path or http[s])
// is kept as it is.
import { fileUrl } from '../../shared/resources/files';

export function imageAddress(v: unknown): string | null {
  if (typeof v !== 'string' || v.trim() === '') return null;
  const s = v.trim();
  return s.startsWith('/') || /^https?:\/\//i.test(s) ? s : fileUrl(s);
}
