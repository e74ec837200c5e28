// The chosen owner's ordered list: a searchable select of the shelved services not yet in it,
// then the services in order, each draggable to a new place, with up / down buttons for keyboard
// users and a remove button. Dumb: the drag's source index is the only thing it keeps itself.
import { useState } from 'react';
import { Dropdown, Label, List } from 'semantic-ui-react';
import { PRESET_MAX, PresetService } from '../../../../shared/services/presets';
import { useT } from '../../../i18n';
import { WriteButton } from '../../session/components';

export interface PresetListProps {
  services: PresetService[];
  addable: PresetService[];
  disabled: boolean;
  onAdd: (id: number) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
}

export function PresetList({ services, addable, disabled, onAdd, onRemove, onMove }: PresetListProps) {
  const t = useT();
  const [dragged, setDragged] = useState<number | null>(null);
  const options = addable.map((s) => ({ key: s.id, value: s.id, text: s.name }));
  return (
    <div className="preset-list" data-testid="preset-list">
      <Dropdown
        search
        selection
        selectOnBlur={false}
        selectOnNavigation={false}
        disabled={disabled}
        value=""
        options={options}
        placeholder={t('presetsUi.pickService')}
        aria-label={t('presetsUi.addService')}
        searchInput={{ 'aria-label': t('presetsUi.addService') }}
        data-testid="preset-add-service"
        onChange={(_e, d) => (typeof d.value === 'number' ? onAdd(d.value) : undefined)}
      />
      <span className="preset-count" data-testid="preset-count">
        {services.length} / {PRESET_MAX}
      </span>
      {services.length === 0 ? <p className="preset-empty">{t('presetsUi.empty')}</p> : null}
      <List divided relaxed as="ol" className="preset-items">
        {services.map((s, i) => (
          <List.Item
            as="li"
            key={s.id}
            draggable={!disabled}
            data-testid={`preset-item-${s.id}`}
            data-position={i}
            className={dragged === i ? 'preset-dragging' : undefined}
            onDragStart={() => setDragged(i)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(e: React.DragEvent) => e.preventDefault()}
            onDrop={(e: React.DragEvent) => {
              e.preventDefault();
              if (dragged !== null) onMove(dragged, i);
              setDragged(null);
            }}
          >
            <span className="preset-item-index">{i + 1}</span>
            <span className="preset-item-name">{s.name}</span>
            {s.shelfStatus !== 1 ? <Label size="mini" color="grey" content={t('presetsUi.takenOff')} /> : null}
            <span className="preset-item-actions">
              <WriteButton
                type="button"
                basic
                size="mini"
                icon="arrow up"
                disabled={disabled || i === 0}
                aria-label={t('presetsUi.moveUp')}
                title={t('presetsUi.moveUp')}
                data-testid={`preset-up-${s.id}`}
                onClick={() => onMove(i, i - 1)}
              />
              <WriteButton
                type="button"
                basic
                size="mini"
                icon="arrow down"
                disabled={disabled || i === services.length - 1}
                aria-label={t('presetsUi.moveDown')}
                title={t('presetsUi.moveDown')}
                data-testid={`preset-down-${s.id}`}
                onClick={() => onMove(i, i + 1)}
              />
              <WriteButton
                type="button"
                basic
                size="mini"
                icon="close"
                disabled={disabled}
                aria-label={t('presetsUi.remove')}
                title={t('presetsUi.remove')}
                data-testid={`preset-remove-${s.id}`}
                onClick={() => onRemove(i)}
              />
            </span>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
