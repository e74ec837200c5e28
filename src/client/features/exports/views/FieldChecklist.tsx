// The export field checklist (document 001 §2, §9): every field of the header list with a
// checkbox, its label cut to ten columns (five Chinese characters, ten Latin letters) plus an ellipsis (the whole label in the tooltip),
// and select all / none. Dumb: the fields come in, toggles go out.
import { Checkbox, Loader, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import { say } from './text';
import type { Message } from '../../../lib/problem';

export interface ChecklistField {
  key: string;
  label: string;
  /** the label as shown: cut when wider than ten columns (src/shared/displayWidth.ts) */
  text: string;
  cut: boolean;
  checked: boolean;
}

export interface FieldChecklistProps {
  t: T;
  status: 'loading' | 'loaded' | 'failed';
  problem: Message | null;
  fields: ChecklistField[];
  all: boolean;
  some: boolean;
  disabled?: boolean;
  onToggle: (key: string) => void;
  onAll: (checked: boolean) => void;
}

export function FieldChecklist({ t, status, problem, fields, all, some, disabled, onToggle, onAll }: FieldChecklistProps) {
  if (status === 'loading') return <Loader active inline size="small" content={t('exportUi.fieldsLoading')} data-testid="export-fields-loading" />;
  if (status === 'failed') {
    return (
      <UiMessage negative size="tiny" data-testid="export-fields-failed" header={t('exportUi.fieldsFailed')} content={problem ? say(t, problem) : undefined} />
    );
  }
  return (
    <div className="export-fields">
      <Checkbox
        className="export-fields-all"
        id="export-fields-all"
        label={t('exportUi.allFields')}
        checked={all}
        indeterminate={some}
        disabled={disabled || fields.length === 0}
        onChange={() => onAll(!all)}
        data-testid="export-fields-all"
      />
      <div className="export-field-grid">
        {fields.map((f) => (
          <Checkbox
            key={f.key}
            className="export-field"
            // an id ties the label to semantic-ui's hidden input (it names the checkbox)
            id={`export-field-input-${f.key}`}
            checked={f.checked}
            disabled={disabled}
            onChange={() => onToggle(f.key)}
            data-testid={`export-field-${f.key}`}
            label={<label title={f.cut ? f.label : undefined}>{f.text}</label>}
          />
        ))}
      </div>
    </div>
  );
}
