// Step 1 of the wizard: file, header row, duplicate rule, check fields, basic information.
import { Form, Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { ImportTarget } from '../../../../shared/imports';
import type { BasicInfoChoice, DuplicateRule } from '../../../../shared/imports';
import type { ImportWizardState } from '../state';
import { FilePicker } from './FilePicker';
import { HeaderRowField } from './HeaderRowField';
import { RuleFields } from './RuleFields';
import { say } from './text';

export interface StepUploadProps {
  t: T;
  target: ImportTarget;
  wizard: Pick<ImportWizardState, 'status' | 'file' | 'fileError' | 'upload' | 'settings' | 'checkFieldOptions' | 'checkFieldsError' | 'errors' | 'stepError'>;
  onTemplate: () => void;
  onFiles: (files: File[]) => void;
  onHeaderRow: (value: string) => void;
  onRule: (rule: DuplicateRule) => void;
  onCheckFields: (fields: string[]) => void;
  onBasicInfo: (choice: BasicInfoChoice) => void;
}

export function StepUpload({ t, target, wizard, ...on }: StepUploadProps) {
  const { settings, errors } = wizard;
  const busy = wizard.status === 'loadingMapping';
  return (
    <Form className="import-step-upload" data-testid="import-step-1">
      <Form.Field required error={!!errors.file}>
        <label>{t('import.uploadFile')}</label>
        <FilePicker
          t={t}
          file={wizard.file}
          upload={wizard.upload}
          uploading={wizard.status === 'uploading'}
          error={wizard.fileError}
          requiredError={errors.file}
          onTemplate={on.onTemplate}
          onFiles={on.onFiles}
        />
      </Form.Field>
      <HeaderRowField
        t={t}
        value={settings.headerRow}
        error={errors.headerRow}
        previewRows={wizard.upload?.previewRows ?? []}
        disabled={busy}
        onChange={on.onHeaderRow}
      />
      <RuleFields
        t={t}
        allowDuplicates={target.allowDuplicates}
        basicInfoHandle={target.basicInfoHandle}
        rule={settings.rule}
        checkFields={settings.checkFields}
        checkFieldOptions={wizard.checkFieldOptions}
        checkFieldsError={wizard.checkFieldsError}
        basicInfo={settings.basicInfo}
        errors={errors}
        disabled={busy}
        onRule={on.onRule}
        onCheckFields={on.onCheckFields}
        onBasicInfo={on.onBasicInfo}
      />
      {wizard.stepError ? <UiMessage negative content={say(t, wizard.stepError)} data-testid="import-step-error" /> : null}
    </Form>
  );
}
