// The add / edit question dialog: type, question, answer, enabled, and the similar phrasings as
// a list (type one and add it; remove any), with the refusal if any. Every missing field is
// named at once beside its field; with an edit, closing asks first (ModalDialog's leave guard).
import { Button, Checkbox, Dropdown, Form, Input, List, Message as Notice, Modal, TextArea } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import { ANSWER_MAX, QUESTION_MAX } from '../../../../shared/robot/api';
import { useT } from '../../../i18n';
import { ModalDialog } from '../../../widgets/dialog/ModalDialog';
import type { QuestionDialogState } from '../state';
import { messageText } from './messageText';
import { WriteButton } from '../../session/components';

export interface QuestionDialogProps {
  dialog: QuestionDialogState;
  typeOptions: { key: number; value: number; text: string }[];
  on: {
    text: (field: 'question' | 'answer', value: string) => void;
    type: (typeId: number | null) => void;
    enabled: (enabled: boolean) => void;
    similarDraft: (text: string) => void;
    similarAdd: () => void;
    similarRemove: (index: number) => void;
    save: () => void;
    close: () => void;
  };
}

export function QuestionDialog({ dialog, typeOptions, on }: QuestionDialogProps) {
  const t = useT();
  const saving = dialog.status === 'saving';
  const { draft, errors } = dialog;
  const errorOf = (field: keyof typeof errors) => {
    const message = errors[field];
    return message ? (
      <div className="ui pointing above prompt label" role="alert" data-testid={`robot-question-error-${field}`}>
        {messageText(t, message)}
      </div>
    ) : null;
  };
  return (
    <ModalDialog
      open
      closable={!saving}
      dirty={dialog.dirty}
      onClose={on.close}
      style={{ width: DIALOG_WIDTH.FORM_WIDE }}
      data-testid="robot-question-dialog"
      title={t(dialog.id === null ? 'robotUi.question.addTitle' : 'robotUi.question.editTitle')}
    >
      <Modal.Content data-autofocus-inside>
        <Form>
          <Form.Field required error={Boolean(errors.typeId)}>
            <label>{t('robotUi.question.type')}</label>
            <Dropdown
              selection
              fluid
              options={typeOptions}
              value={draft.typeId ?? ''}
              disabled={saving}
              data-testid="robot-question-type"
              aria-label={t('robotUi.question.type')}
              placeholder={t('robotUi.question.chooseType')}
              onChange={(_e, d) => on.type(typeof d.value === 'number' ? d.value : null)}
            />
            {errorOf('typeId')}
          </Form.Field>
          <Form.Field required error={Boolean(errors.question)}>
            <label htmlFor="robot-question-question">{t('robotUi.question.question')}</label>
            <Input
              id="robot-question-question"
              input={{ 'data-testid': 'robot-question-question', maxLength: QUESTION_MAX }}
              value={draft.question}
              disabled={saving}
              onChange={(_e, d) => on.text('question', String(d.value))}
            />
            {errorOf('question')}
          </Form.Field>
          <Form.Field required error={Boolean(errors.answer)}>
            <label htmlFor="robot-question-answer">{t('robotUi.question.answer')}</label>
            <TextArea
              id="robot-question-answer"
              data-testid="robot-question-answer"
              rows={4}
              maxLength={ANSWER_MAX}
              value={draft.answer}
              disabled={saving}
              onChange={(_e, d) => on.text('answer', String(d.value ?? ''))}
            />
            {errorOf('answer')}
          </Form.Field>
          <Form.Field>
            <label htmlFor="robot-similar-input">{t('robotUi.question.similar')}</label>
            <div className="robot-similar-add">
              <Input
                id="robot-similar-input"
                fluid
                input={{ 'data-testid': 'robot-similar-input', maxLength: QUESTION_MAX }}
                value={dialog.similarDraft}
                disabled={saving}
                placeholder={t('robotUi.question.similarPlaceholder')}
                onChange={(_e, d) => on.similarDraft(String(d.value))}
                onKeyDown={(e: React.KeyboardEvent) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    on.similarAdd();
                  }
                }}
              />
              <Button
                type="button"
                icon="plus"
                content={t('robotUi.question.similarAdd')}
                disabled={saving || !dialog.similarDraft.trim()}
                data-testid="robot-similar-add"
                onClick={on.similarAdd}
              />
            </div>
            {draft.similar.length ? (
              <List divided size="small" data-testid="robot-similar-list">
                {draft.similar.map((s, i) => (
                  <List.Item key={`${i}-${s}`} data-testid={`robot-similar-${i}`}>
                    <List.Content floated="right">
                      <Button
                        type="button"
                        basic
                        size="mini"
                        icon="close"
                        aria-label={t('common.remove')}
                        disabled={saving}
                        data-testid={`robot-similar-remove-${i}`}
                        onClick={() => on.similarRemove(i)}
                      />
                    </List.Content>
                    <List.Content>{s}</List.Content>
                  </List.Item>
                ))}
              </List>
            ) : (
              <small className="robot-muted">{t('robotUi.question.similarNone')}</small>
            )}
          </Form.Field>
          <Form.Field>
            <Checkbox
              toggle
              id="robot-question-enabled"
              label={t('robotUi.question.enabled')}
              checked={draft.enabled}
              disabled={saving}
              data-testid="robot-question-enabled"
              onChange={(_e, d) => on.enabled(Boolean(d.checked))}
            />
          </Form.Field>
        </Form>
        {dialog.message ? <Notice negative size="small" data-testid="robot-question-message" content={messageText(t, dialog.message)} /> : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" disabled={saving} data-testid="robot-question-cancel" onClick={on.close} content={t('common.cancel')} />
        <WriteButton type="button" primary loading={saving} disabled={saving} data-testid="robot-question-save" onClick={on.save} content={t('common.save')} />
      </Modal.Actions>
    </ModalDialog>
  );
}
