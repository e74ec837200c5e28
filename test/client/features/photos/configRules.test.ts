// The settings checks the console shares with the server's: ranges, whole numbers, formats.
import { checkConfig } from '../../../../src/client/features/photos/configRules';

const draft = (over: Partial<Parameters<typeof checkConfig>[0]> = {}) => ({
  maxSizeKb: '5120',
  minWidth: '0',
  minHeight: '0',
  formats: ['jpeg', 'png'] as ('jpeg' | 'png')[],
  ...over,
});

describe('photo settings checks', () => {
  it('accepts the edges of every range and sends numbers, formats in their own order', () => {
    expect(checkConfig(draft({ maxSizeKb: '1', minWidth: '10000', minHeight: ' 0 ', formats: ['png', 'jpeg'] }))).toEqual({
      config: { maxSizeKb: 1, minWidth: 10000, minHeight: 0, formats: ['jpeg', 'png'] },
      errors: {},
    });
    expect(checkConfig(draft({ maxSizeKb: '20480' })).config?.maxSizeKb).toBe(20480);
  });

  it('refuses numbers out of range, fractions, signs and blanks, each beside its field', () => {
    const { config, errors } = checkConfig(draft({ maxSizeKb: '0', minWidth: '10001', minHeight: '1.5' }));
    expect(config).toBeNull();
    expect(errors).toEqual({
      maxSizeKb: { key: 'photosUi.config.range', params: { min: 1, max: 20480 } },
      minWidth: { key: 'photosUi.config.range', params: { min: 0, max: 10000 } },
      minHeight: { key: 'photosUi.config.range', params: { min: 0, max: 10000 } },
    });
    expect(Object.keys(checkConfig(draft({ maxSizeKb: '20481', minWidth: '-1', minHeight: '' })).errors)).toEqual(['maxSizeKb', 'minWidth', 'minHeight']);
  });

  it('needs at least one format', () => {
    expect(checkConfig(draft({ formats: [] })).errors).toEqual({ formats: { key: 'photosUi.config.formatRequired' } });
  });
});
