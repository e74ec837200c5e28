// Whether the list on screen differs from what the server holds (order and mode count).
import type { PresetServicesState } from './state';

export function isDirty(state: Pick<PresetServicesState, 'detail' | 'scope'>): boolean {
  const d = state.detail;
  if (d.status !== 'ready' && d.status !== 'saving') return false;
  if (state.scope === 'PERSON' && d.mode !== d.saved.mode) return true;
  return d.services.length !== d.saved.services.length || d.services.some((s, i) => s.id !== d.saved.services[i].id);
}
