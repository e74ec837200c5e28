// The photo export dialog (document 001 §2 'export photos', §5, §9; 592 px): file name, data
// range, the identity's naming rules, the photo format, the count of the chosen range (total,
// with a photo, lacking the identifier) and the tip, in the exports' ExportFormDialog frame. The
// export button stays disabled while the count is unknown or its total 0; the file name's message
// shows under it. Dumb: the view comes from selectFormView, every change goes out as a callback.
import { Form } from 'semantic-ui-react';
import type { DataRange } from '../../../../shared/exports/api';
import type { FormatRule, NamingRule } from '../../../../shared/photos/naming';
import type { T } from '../../../i18n';
import { CountLine, DataRangeField, ExportFormDialog, type ExportFormFrameHandlers } from '../../exports/components';
import type { selectFormView } from '../selectors';

export type PhotoFormView = ReturnType<typeof selectFormView>;

export interface PhotoExportHandlers extends ExportFormFrameHandlers {
  onRange: (dataRange: DataRange) => void;
  onNamingRule: (namingRule: NamingRule) => void;
  onFormat: (formatRule: FormatRule) => void;
}

const LOOK = {
  prefix: 'photo-export',
  titleKey: 'photoExport.title',
  className: 'export-dialog photo-export-dialog',
  fileNameTestId: 'photo-export-filename',
  tipKey: 'export.photoTip',
};
const number = (n: number | null) => (n ?? 0).toLocaleString('en-US');

export function PhotoExportDialog({ t, view, on }: { t: T; view: PhotoFormView; on: PhotoExportHandlers }) {
  const { busy } = view;
  const summary = (total: number) =>
    t('photoExportUi.count', { total: number(total), withPhoto: number(view.withPhoto), missing: number(view.missingIdentifier) });
  const overAdvice = view.overAdvice ? t('photoExportUi.overAdvice', { total: number(view.withPhoto) }) : null;
  return (
    <ExportFormDialog t={t} view={view} on={on} busy={busy} look={LOOK} overAdvice={overAdvice}>
      <DataRangeField t={t} value={view.dataRange} checkedRows={view.checkedRows} disabled={busy} onChange={on.onRange} testIdPrefix="photo-export" />
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
            onChange={() => on.onNamingRule(o.value)}
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
            onChange={() => on.onFormat(f)}
            id={`photo-export-format-${f}-input`}
            data-testid={`photo-export-format-${f}`}
          />
        ))}
      </Form.Group>
      <CountLine t={t} status={view.countStatus} total={view.total} problem={view.countProblem} summary={summary} testId="photo-export-count" />
    </ExportFormDialog>
  );
}
