// The photo zip import dialog (document 001 §2, §3 "Import options", §5): the zip, the photo
// naming rule of the identity, the repeat rule, the error rule and the title row, under a wait
// overlay 'uploading file' while the zip goes up. Dumb: props in, callbacks out.
import { Button, Dimmer, Form, Loader } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { ErrorRule, RepeatRule } from '../../../../shared/photos/api';
import type { NamingRule } from '../../../../shared/photos/naming';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { selectFormView } from '../selectors';
import { TITLE_ROW_MAX, TITLE_ROW_MIN } from '../state';
import { FieldError } from './FieldError';
import { RuleChoice, RuleRadios } from './RuleRadios';
import { ZipPicker } from './ZipPicker';

export type FormView = ReturnType<typeof selectFormView>;

const REPEAT_CHOICES: RuleChoice<RepeatRule>[] = [
  { value: 1, label: 'photoImport.repeat.overwrite' },
  { value: 2, label: 'photoImport.repeat.skip' },
];

const ERROR_CHOICES: RuleChoice<ErrorRule>[] = [
  { value: 1, label: 'photoImportUi.error.skip' },
  { value: 2, label: 'photoImportUi.error.none' },
];

export interface PhotoImportDialogProps {
  t: T;
  title: string;
  view: FormView;
  onFiles: (files: File[]) => void;
  onNamingRule: (rule: NamingRule) => void;
  onRepeatRule: (rule: RepeatRule) => void;
  onErrorRule: (rule: ErrorRule) => void;
  onTitleRow: (value: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

export function PhotoImportDialog({ t, title, view, ...on }: PhotoImportDialogProps) {
  const { form, errors, uploading } = view;
  const actions = (
    <>
      <Button type="button" onClick={on.onClose} data-testid="photo-import-cancel" content={t('common.cancel')} />
      <AntiDoubleClickButton
        type="button"
        primary
        disabled={uploading}
        onClick={on.onConfirm}
        data-testid="photo-import-confirm"
        content={t('common.confirm')}
      />
    </>
  );
  return (
    <DraggableDialog
      open
      title={title}
      width={DIALOG_WIDTH.FORM}
      onClose={on.onClose}
      actions={actions}
      className="photo-import"
      data-testid="photo-import-dialog"
    >
      <Dimmer.Dimmable dimmed={uploading}>
        <Dimmer active={uploading} inverted data-testid="photo-import-uploading">
          <Loader content={t('photoImport.uploading')} />
        </Dimmer>
        <Form>
          <Form.Field required error={!!errors.file}>
            <label htmlFor="photo-import-file">{t('photoImportUi.file')}</label>
            <ZipPicker t={t} file={view.file} problem={view.fileProblem} disabled={uploading} onFiles={on.onFiles} />
            <FieldError id="file" text={errors.file ? t(errors.file) : null} />
          </Form.Field>
          <RuleRadios
            t={t}
            name="naming"
            label="photoImport.namingRule"
            choices={view.namingOptions}
            value={form.namingRule}
            error={errors.namingRule}
            disabled={uploading}
            onChange={on.onNamingRule}
          />
          <RuleRadios
            t={t}
            name="repeat"
            label="photoImport.repeatRule"
            choices={REPEAT_CHOICES}
            value={form.repeatRule}
            error={errors.repeatRule}
            disabled={uploading}
            onChange={on.onRepeatRule}
          />
          <RuleRadios
            t={t}
            name="error-rule"
            label="photoImport.errorRule"
            choices={ERROR_CHOICES}
            value={form.errorRule}
            error={errors.errorRule}
            disabled={uploading}
            onChange={on.onErrorRule}
          />
          <Form.Field required error={!!errors.titleRow} disabled={uploading}>
            <label htmlFor="photo-import-title-row">{t('photoImportUi.titleRow')}</label>
            <input
              id="photo-import-title-row"
              type="number"
              min={TITLE_ROW_MIN}
              max={TITLE_ROW_MAX}
              step={1}
              value={form.titleRow}
              onChange={(e) => on.onTitleRow(e.target.value)}
              style={{ maxWidth: 160 }}
              data-testid="photo-import-title-row"
            />
            <div className="photo-import-hint">{t('photoImportUi.titleRowHint')}</div>
            <FieldError id="titleRow" text={errors.titleRow ? t(errors.titleRow) : null} />
          </Form.Field>
        </Form>
      </Dimmer.Dimmable>
    </DraggableDialog>
  );
}
