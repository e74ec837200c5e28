// The bulk export dialog (document 001 §2, §5, §9; 592 px): file name, data range, the field
// checklist and the tip, with the count of the chosen range, in the exports' ExportFormDialog
// frame. The export button stays disabled while the count is unknown or 0; the rules' messages
// show under their fields. Dumb: the view comes from selectFormView, every change goes out as a
// callback.
import { Form } from 'semantic-ui-react';
import type { DataRange } from '../../../../shared/exports/api';
import type { T } from '../../../i18n';
import type { selectFormView } from '../selectors';
import { CountLine } from './CountLine';
import { DataRangeField } from './DataRangeField';
import { ExportFormDialog, ExportFormFrameHandlers, FieldError } from './ExportFormDialog';
import { FieldChecklist } from './FieldChecklist';

export type FormView = ReturnType<typeof selectFormView>;

export interface ExportDialogHandlers extends ExportFormFrameHandlers {
  onRange: (dataRange: DataRange) => void;
  onField: (key: string) => void;
  onAllFields: (checked: boolean) => void;
}

const LOOK = { prefix: 'export', titleKey: 'export.title', className: 'export-dialog', fileNameTestId: 'export-file-name', tipKey: 'export.tip' };

export function ExportDialog({ t, view, on }: { t: T; view: FormView; on: ExportDialogHandlers }) {
  const busy = view.starting;
  const overAdvice = view.overAdvice && view.total !== null ? t('exportUi.overAdvice', { total: view.total }) : null;
  return (
    <ExportFormDialog t={t} view={view} on={on} busy={busy} look={LOOK} overAdvice={overAdvice}>
      {view.source === 'resource' ? null : <DataRangeField t={t} value={view.dataRange} checkedRows={view.checkedRows} disabled={busy} onChange={on.onRange} />}
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
          onToggle={on.onField}
          onAll={on.onAllFields}
        />
        <FieldError prefix="export" id="fields" text={view.errors.fields ? t(view.errors.fields) : null} />
      </Form.Field>
    </ExportFormDialog>
  );
}
