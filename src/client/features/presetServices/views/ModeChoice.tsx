// How a person's list meets their roles' presets: before them, or instead of them.
import { Form, Radio } from 'semantic-ui-react';
import { PRESET_MODES, PresetMode } from '../../../../shared/services/presets';
import { useT } from '../../../i18n';

export function ModeChoice({ mode, disabled, onChange }: { mode: PresetMode; disabled: boolean; onChange: (mode: PresetMode) => void }) {
  const t = useT();
  return (
    <Form.Group inline className="preset-mode" data-testid="preset-mode">
      <label>{t('presetsUi.mode')}</label>
      {PRESET_MODES.map((m) => (
        <Form.Field key={m}>
          <Radio
            label={t(`presetsUi.mode.${m}`)}
            name="preset-mode"
            value={m}
            checked={mode === m}
            disabled={disabled}
            data-testid={`preset-mode-${m}`}
            onChange={() => onChange(m)}
          />
        </Form.Field>
      ))}
    </Form.Group>
  );
}
