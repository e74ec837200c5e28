// The photo export dialog (document 001 §2 'export photos', §5, §9; 592 px): file name, data
// range, the identity's naming rules, the photo format, the count of the chosen range (total,
// with a photo, lacking the identifier) and the tip. The export button stays disabled while the
// count is unknown or its total 0; the file name's message shows under it. Dumb: the view comes
// from selectFormView, every change goes out as a callback.
import { FormEvent } from 'react';
import { Button, Form, Input, Label, Message as UiMessage } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { DataRange } from '../../../../shared/exports/api';
import type { FormatRule, NamingRule } from '../../../../shared/photos/naming';
import type { T } from '../../../i18n';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import { CountLine, DataRangeField } from '../../export/components';
import { say } from '../../export/jobParts';
import type { selectFormView } from '../selectors';

export type PhotoFormView = ReturnType<typeof selectFormView>;

export interface PhotoExportDialogProps {
  t: T;
  view: PhotoFormView;
  onFileName: (fileName: string) => void;
  onRange: (dataRange: DataRange) => void;
  onNamingRule: (namingRule: NamingRule) => void;
  onFormat: (formatRule: FormatRule) => void;
  onStart: () => void;
  onClose: () => void;
}

const number = (n: number | null) => (n ?? 0).toLocaleString('en-US');

export function PhotoExportDialog({ t, view, onFileName, onRange, onNamingRule, onFormat, onStart, onClose }: PhotoExportDialogProps) {
  const { busy } = view;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (view.canStart) onStart();
  };
  const summary = (total: number) =>
    t('photoExportUi.count', { total: number(total), withPhoto: number(view.withPhoto), missing: number(view.missingIdentifier) });
  const actions = (
    <>
      <Button type="button" disabled={!view.closable} onClick={onClose} data-testid="photo-export-cancel" content={t('common.cancel')} />
      <Button
        type="submit"
        form="photo-export-form"
        primary
        loading={busy}
        disabled={!view.canStart || busy}
        data-testid="photo-export-start"
        content={t('export.start')}
      />
    </>
  );
  return (
    <DraggableDialog
      open
      title={t('photoExport.title')}
      width={DIALOG_WIDTH.FORM}
      closable={view.closable}
      onClose={onClose}
      actions={actions}
      className="export-dialog photo-export-dialog"
      data-testid="photo-export-dialog"
    >
      <Form id="photo-export-form" onSubmit={submit} noValidate>
        <Form.Field required error={!!view.errors.fileName}>
          <label htmlFor="photo-export-file-name">{t('export.fileName')}</label>
          <Input
            id="photo-export-file-name"
            input={{ 'data-testid': 'photo-export-filename' }}
            placeholder={t('common.pleaseInput')}
            value={view.fileName}
            disabled={busy}
            onChange={(_e, data) => onFileName(String(data.value))}
          />
          {view.errors.fileName ? (
            <Label basic color="red" pointing data-testid="photo-export-error-fileName">
              {t(view.errors.fileName)}
            </Label>
          ) : null}
        </Form.Field>
        <DataRangeField t={t} value={view.dataRange} checkedRows={view.checkedRows} disabled={busy} onChange={onRange} testIdPrefix="photo-export" />
        <Form.Group inline className="export-ranges">
          <Form.Field required>
            <label>{t('photoExport.namingRule')}</label>
          </Form.Field>
          {view.namingOptions.map((o) => (
            <Form.Radio
              key={o.value}
              name="photo-export-naming"
              value={o.value}
              label={t(o.label)}
              checked={view.namingRule === o.value}
              disabled={busy}
              onChange={() => onNamingRule(o.value)}
              id={`photo-export-naming-${o.value}-input`}
              data-testid={`photo-export-naming-${o.value}`}
            />
          ))}
        </Form.Group>
        <Form.Group inline className="export-ranges">
          <Form.Field required>
            <label>{t('photoExport.format')}</label>
          </Form.Field>
          {view.formats.map((f) => (
            <Form.Radio
              key={f}
              name="photo-export-format"
              value={f}
              label={t(`photoExport.format.${f}`)}
              checked={view.formatRule === f}
              disabled={busy}
              onChange={() => onFormat(f)}
              id={`photo-export-format-${f}-input`}
              data-testid={`photo-export-format-${f}`}
            />
          ))}
        </Form.Group>
        <CountLine t={t} status={view.countStatus} total={view.total} problem={view.countProblem} summary={summary} testId="photo-export-count" />
      </Form>
      <UiMessage info={!view.overAdvice} warning={view.overAdvice} size="tiny" data-testid="photo-export-tip">
        <p>{t('export.photoTip')}</p>
        {view.overAdvice ? <p data-testid="photo-export-over-advice">{t('photoExportUi.overAdvice', { total: number(view.withPhoto) })}</p> : null}
      </UiMessage>
      {view.message ? <UiMessage negative size="small" data-testid="photo-export-message" content={say(t, view.message)} /> : null}
    </DraggableDialog>
  );
}
