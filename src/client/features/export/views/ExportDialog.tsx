// The bulk export dialog (document 001 §2, §5, §9; 592 px): file name, data range, the field
// checklist and the tip, with the count of the chosen range. The export button stays disabled
// while the count is unknown or 0; the rules' messages show under their fields. Dumb: the view
// comes from selectFormView, every change goes out as a callback.
import { FormEvent } from 'react';
import { Button, Form, Input, Label, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { DataRange } from '../../../../shared/exports/api';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { selectFormView } from '../selectors';
import { CountLine } from './CountLine';
import { DataRangeField } from './DataRangeField';
import { FieldChecklist } from './FieldChecklist';
import { say } from './text';

export type FormView = ReturnType<typeof selectFormView>;

export interface ExportDialogProps {
  t: T;
  view: FormView;
  onFileName: (fileName: string) => void;
  onRange: (dataRange: DataRange) => void;
  onField: (key: string) => void;
  onAllFields: (checked: boolean) => void;
  onStart: () => void;
  onClose: () => void;
}

function FieldError({ text, id }: { text: string | null; id: string }) {
  if (!text) return null;
  return (
    <Label basic color="red" pointing data-testid={`export-error-${id}`}>
      {text}
    </Label>
  );
}

export function ExportDialog({ t, view, onFileName, onRange, onField, onAllFields, onStart, onClose }: ExportDialogProps) {
  const busy = view.starting;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (view.canStart) onStart();
  };
  const actions = (
    <>
      <Button type="button" disabled={!view.closable} onClick={onClose} data-testid="export-cancel" content={t('common.cancel')} />
      <Button
        type="submit"
        form="export-form"
        primary
        loading={busy}
        disabled={!view.canStart || busy}
        data-testid="export-start"
        content={t('export.start')}
      />
    </>
  );
  return (
    <DraggableDialog
      open
      title={t('export.title')}
      width={DIALOG_WIDTH.FORM}
      closable={view.closable}
      onClose={onClose}
      actions={actions}
      className="export-dialog"
      data-testid="export-dialog"
    >
      <Form id="export-form" onSubmit={submit} noValidate>
        <Form.Field required error={!!view.errors.fileName}>
          <label htmlFor="export-file-name">{t('export.fileName')}</label>
          <Input
            id="export-file-name"
            input={{ 'data-testid': 'export-file-name' }}
            placeholder={t('common.pleaseInput')}
            value={view.fileName}
            disabled={busy}
            onChange={(_e, data) => onFileName(String(data.value))}
          />
          <FieldError id="fileName" text={view.errors.fileName ? t(view.errors.fileName) : null} />
        </Form.Field>
        {view.source === 'resource' ? null : <DataRangeField t={t} value={view.dataRange} checkedRows={view.checkedRows} disabled={busy} onChange={onRange} />}
        <CountLine t={t} status={view.countStatus} total={view.total} problem={view.countProblem} />
        <Form.Field required error={!!view.errors.fields}>
          <label>{t('export.fields')}</label>
          <FieldChecklist
            t={t}
            status={view.headersStatus}
            problem={view.headersProblem}
            fields={view.fields}
            all={view.allFields}
            some={view.someFields}
            disabled={busy}
            onToggle={onField}
            onAll={onAllFields}
          />
          <FieldError id="fields" text={view.errors.fields ? t(view.errors.fields) : null} />
        </Form.Field>
      </Form>
      <UiMessage info={!view.overAdvice} warning={view.overAdvice} size="tiny" data-testid="export-tip">
        <p>{t('export.tip')}</p>
        {view.overAdvice && view.total !== null ? <p data-testid="export-over-advice">{t('exportUi.overAdvice', { total: view.total })}</p> : null}
      </UiMessage>
      {view.message ? <UiMessage negative size="small" data-testid="export-message" content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}
