// The remove call's ids ('12,7, 30' or [12, 7, 30]) read into person ids: refused (9009, naming
// `ids`) when none is given or a part is not an id.
import { fieldError } from '../../envelope';
import { MAX_CHOICE_IDS } from '../../../shared/exports/api';
import type { FieldError } from '../../../shared/protocol';
import type { Translate } from '../../types';

const MAX_ID = 2_147_483_647;

export function readIds(raw: string | number[], t: Translate): { ids: number[] } | { error: FieldError } {
  const parts = (Array.isArray(raw) ? raw.map(String) : raw.split(',')).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return { error: fieldError(t, 'ids', 'photos.refused.noIds') };
  const ids = new Set<number>();
  for (const part of parts) {
    const n = /^\d{1,10}$/.test(part) ? Number(part) : NaN;
    if (!(n >= 1 && n <= MAX_ID)) return { error: fieldError(t, 'ids', 'photos.refused.badId', { value: part.slice(0, 20) }) };
    ids.add(n);
  }
  if (ids.size > MAX_CHOICE_IDS) return { error: fieldError(t, 'ids', 'photos.refused.tooManyIds', { max: MAX_CHOICE_IDS }) };
  return { ids: [...ids] };
}
