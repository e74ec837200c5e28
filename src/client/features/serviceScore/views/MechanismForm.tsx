// The score mechanism's rules: the three weights (0–100, adding up to 100, their total shown as
// typed), the minimum of ratings and the days of visits counted. Dumb: the draft in, each change
// and the save out; the message is the form's check or the server's refusal.
import { Form, Label, Loader, Message as Notice } from 'semantic-ui-react';
import { WEIGHT_TOTAL } from '../../../../shared/services/score';
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';
import { MECHANISM_FIELDS, MechanismField } from '../state';
import { messageText } from './messageText';
import { WriteButton } from '../../session/components';

export interface MechanismFormProps {
  t: T;
  draft: Record<MechanismField, string>;
  labelOf: (field: MechanismField) => string;
  weightSum: number;
  status: 'idle' | 'loading' | 'ready' | 'saving' | 'failed';
  message: Message | null;
  onChange: (field: MechanismField, value: string) => void;
  onSave: () => void;
}

export default function MechanismForm({ t, draft, labelOf, weightSum, status, message, onChange, onSave }: MechanismFormProps) {
  if (status === 'loading' || status === 'idle') return <Loader active inline="centered" />;
  return (
    <Form onSubmit={onSave} data-testid="mechanism-form" error={!!message}>
      <p>{t('serviceScoreUi.mechanismIntro')}</p>
      <Form.Group widths="equal">
        {MECHANISM_FIELDS.slice(0, 3).map((f) => (
          <Form.Input
            key={f}
            label={t(labelOf(f))}
            value={draft[f]}
            inputMode="numeric"
            data-testid={`mechanism-${f}`}
            onChange={(_e, { value }) => onChange(f, String(value))}
          />
        ))}
      </Form.Group>
      <Label basic color={weightSum === WEIGHT_TOTAL ? 'green' : 'red'} data-testid="mechanism-weight-sum">
        {t('serviceScoreUi.weightsTotal', { sum: weightSum, total: WEIGHT_TOTAL })}
      </Label>
      <Form.Group widths="equal">
        {MECHANISM_FIELDS.slice(3).map((f) => (
          <Form.Input
            key={f}
            label={t(labelOf(f))}
            value={draft[f]}
            inputMode="numeric"
            data-testid={`mechanism-${f}`}
            onChange={(_e, { value }) => onChange(f, String(value))}
          />
        ))}
      </Form.Group>
      {message && <Notice error content={messageText(t, message)} data-testid="mechanism-message" />}
      <WriteButton primary type="submit" loading={status === 'saving'} disabled={status !== 'ready'} data-testid="mechanism-save">
        {t('serviceScoreUi.save')}
      </WriteButton>
    </Form>
  );
}
