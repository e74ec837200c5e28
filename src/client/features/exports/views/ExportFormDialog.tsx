// The frame of every export's form dialog (the bulk export, the photo export; 592 px): cancel and
// export buttons (export stays disabled until `canStart`), the file name with its rule's message,
// the export's own fields, the tip (with advice for a large range) and the message of a refused start. Dumb: the view comes from
// the export's selectFormView, every change goes out as a callback.
//
// Test ids from `prefix` (e.g. export): `<prefix>-dialog`, `<prefix>-cancel`, `<prefix>-start`,
// `<prefix>-error-fileName`, `<prefix>-tip`, `<prefix>-over-advice`, `<prefix>-message`; the file
// name's `fileNameTestId`.
import type { FormEvent, ReactNode } from 'react';
import { Button, Form, Input, Label, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import type { Message } from '../../../lib/problem';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { say } from './text';

/** What every export's selectFormView gives its form dialog. */
export interface ExportFormFrameView {
  closable: boolean;
  canStart: boolean;
  fileName: string;
  errors: { fileName?: string | null };
  overAdvice: boolean;
  message: Message | null;
}

export interface ExportFormFrameHandlers {
  onFileName: (fileName: string) => void;
  onStart: () => void;
  onClose: () => void;
}

/** What tells one export's dialog from another's: its test ids, title, class and tip. */
export interface ExportFormLook {
  prefix: string;
  titleKey: string;
  className: string;
  fileNameTestId: string;
  tipKey: string;
}

export interface ExportFormDialogProps {
  t: T;
  view: ExportFormFrameView;
  on: ExportFormFrameHandlers;
  busy: boolean;
  look: ExportFormLook;
  /** the advice under the tip when the range is large (`<prefix>-over-advice`), or null */
  overAdvice: string | null;
  /** the export's own fields, after the file name */
  children: ReactNode;
}

export function ExportFormDialog({ t, view, on, busy, look, overAdvice, children }: ExportFormDialogProps) {
  const { prefix } = look;
  const formId = `${prefix}-form`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (view.canStart) on.onStart();
  };
  const actions = (
    <>
      <Button type="button" disabled={!view.closable} onClick={on.onClose} data-testid={`${prefix}-cancel`} content={t('common.cancel')} />
      <Button
        type="submit"
        form={formId}
        primary
        loading={busy}
        disabled={!view.canStart || busy}
        data-testid={`${prefix}-start`}
        content={t('export.start')}
      />
    </>
  );
  return (
    <DraggableDialog
      open
      title={t(look.titleKey)}
      width={DIALOG_WIDTH.FORM}
      closable={view.closable}
      onClose={on.onClose}
      actions={actions}
      className={look.className}
      data-testid={`${prefix}-dialog`}
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Form.Field required error={!!view.errors.fileName}>
          <label htmlFor={`${prefix}-file-name`}>{t('export.fileName')}</label>
          <Input
            id={`${prefix}-file-name`}
            input={{ 'data-testid': look.fileNameTestId }}
            placeholder={t('common.pleaseInput')}
            value={view.fileName}
            disabled={busy}
            onChange={(_e, data) => on.onFileName(String(data.value))}
          />
          <FieldError prefix={prefix} id="fileName" text={view.errors.fileName ? t(view.errors.fileName) : null} />
        </Form.Field>
        {children}
      </Form>
      <UiMessage info={!view.overAdvice} warning={view.overAdvice} size="tiny" data-testid={`${prefix}-tip`}>
        <p>{t(look.tipKey)}</p>
        {overAdvice ? <p data-testid={`${prefix}-over-advice`}>{overAdvice}</p> : null}
      </UiMessage>
      {view.message ? <UiMessage negative size="small" data-testid={`${prefix}-message`} content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}

/** A rule's message under its field: `<prefix>-error-<id>`. */
export function FieldError({ prefix, text, id }: { prefix: string; text: string | null; id: string }) {
  if (!text) return null;
  return (
    <Label basic color="red" pointing data-testid={`${prefix}-error-${id}`}>
      {text}
    </Label>
  );
}
