// The checks of the photo settings form, the same the server applies to a save (document 000
// "User image … config"): the largest photo 1..20480 KB, the smallest width and height
// 0..10000 px (0: any), whole numbers, and at least one format. Pure, so the saga, the tests
// and the dialog share one reading of them.
import type { PhotoConfig } from '../../../shared/photos/api';
import type { ConfigDraft, ConfigField } from './state';
import type { Message } from '../../lib/problem';

export const PHOTO_FORMAT_CHOICES: readonly PhotoConfig['formats'][number][] = ['jpeg', 'png'];

/** [smallest, largest] of each number field */
export const CONFIG_RANGES: Record<Exclude<ConfigField, 'formats'>, readonly [number, number]> = {
  maxSizeKb: [1, 20480],
  minWidth: [0, 10000],
  minHeight: [0, 10000],
};

const WHOLE = /^\d+$/;

export interface ConfigCheck {
  /** the settings to send, when every field passed */
  config: PhotoConfig | null;
  errors: Partial<Record<ConfigField, Message>>;
}

export function checkConfig(draft: ConfigDraft): ConfigCheck {
  const errors: ConfigCheck['errors'] = {};
  const numbers = {} as Record<Exclude<ConfigField, 'formats'>, number>;
  for (const field of Object.keys(CONFIG_RANGES) as (keyof typeof CONFIG_RANGES)[]) {
    const [min, max] = CONFIG_RANGES[field];
    const text = draft[field].trim();
    const value = Number(text);
    if (!WHOLE.test(text) || value < min || value > max) errors[field] = { key: 'photosUi.config.range', params: { min, max } };
    else numbers[field] = value;
  }
  // kept in the choices' order, each once, whatever order they were ticked in
  const formats = PHOTO_FORMAT_CHOICES.filter((f) => draft.formats.includes(f));
  if (formats.length === 0) errors.formats = { key: 'photosUi.config.formatRequired' };
  if (Object.keys(errors).length > 0) return { config: null, errors };
  return { config: { ...numbers, formats }, errors };
}
