// Turns a call's result into {label, value} options. Lists arrive bare or inside a page object
// (data / records / list), depending on the call; items without a value are dropped.
import type { Option, OptionValue } from '../../widgets/select/types';

function listIn(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object') {
    for (const field of ['data', 'records', 'list', 'rows']) {
      const inner = (result as Record<string, unknown>)[field];
      if (Array.isArray(inner)) return inner;
    }
  }
  return [];
}

export function toOptions(result: unknown, fields: { label: string; value: string }): Option[] {
  const options: Option[] = [];
  for (const item of listIn(result)) {
    if (!item || typeof item !== 'object') continue;
    const raw = (item as Record<string, unknown>)[fields.value];
    if (raw === undefined || raw === null) continue;
    const value: OptionValue = typeof raw === 'number' ? raw : String(raw);
    const label = (item as Record<string, unknown>)[fields.label];
    options.push({ label: label === undefined || label === null ? String(value) : String(label), value });
  }
  return options;
}
