// The question types on the left: "all types", each type with its question count, rename and
// remove buttons, and "add type". Dumb: it shows what it is given and reports clicks.
import { Button, Label, Menu } from 'semantic-ui-react';
import type { QuestionTypeRow } from '../../../../shared/robot/api';
import { useT } from '../../../i18n';
import { WriteButton } from '../../session/components';

export interface TypeListProps {
  rows: QuestionTypeRow[];
  chosen: number | null;
  loading: boolean;
  onChoose: (id: number | null) => void;
  onAdd: () => void;
  onRename: (id: number) => void;
  onRemove: (id: number) => void;
}

export function TypeList({ rows, chosen, loading, onChoose, onAdd, onRename, onRemove }: TypeListProps) {
  const t = useT();
  return (
    <div className="robot-types" data-testid="robot-types">
      <div className="robot-types-head">
        <strong>{t('robotUi.types')}</strong>
        <WriteButton size="mini" icon="plus" content={t('robotUi.type.add')} data-testid="robot-type-add" onClick={onAdd} />
      </div>
      <Menu vertical fluid size="small" className={loading ? 'robot-loading' : undefined}>
        <Menu.Item active={chosen === null} data-testid="robot-type-all" onClick={() => onChoose(null)} content={t('robotUi.allTypes')} />
        {rows.map((r) => (
          <Menu.Item key={r.id} active={chosen === r.id} data-testid={`robot-type-${r.id}`} onClick={() => onChoose(r.id)}>
            <span className="robot-type-name" data-user-content>
              {r.name}
            </span>
            <Label size="mini" title={t('robotUi.type.count', { count: r.questionCount })}>
              {r.questionCount}
            </Label>
            <span className="robot-type-actions">
              <Button
                type="button"
                basic
                size="mini"
                icon="pencil"
                aria-label={t('robotUi.type.rename')}
                title={t('robotUi.type.rename')}
                data-testid={`robot-type-rename-${r.id}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onRename(r.id);
                }}
              />
              <WriteButton
                type="button"
                basic
                size="mini"
                icon="trash"
                aria-label={t('common.remove')}
                title={t('common.remove')}
                data-testid={`robot-type-remove-${r.id}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onRemove(r.id);
                }}
              />
            </span>
          </Menu.Item>
        ))}
      </Menu>
    </div>
  );
}
