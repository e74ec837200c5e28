// The import progress dialog (document 001 §2, §4 steps 3–6): the percent (finishRate × 100, to
// 2 decimals), the counts, elapsed and remaining time, the rows of the zip's spreadsheet when it
// had one, the error-download link, and a close button disabled until the import has finished
// (title 'import succeeded', message 'import complete') or failed ('import failed', 'operation
// failed'). Dumb: props in, callbacks out.
import { Button, Icon, Message as UiMessage, Progress } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../../shared/domain/ui';
import type { T } from '../../../i18n';
import { AntiDoubleClickButton } from '../../../widgets/antiDoubleClick/AntiDoubleClickButton';
import { DraggableDialog } from '../../../widgets/dialog/DraggableDialog';
import type { selectProgressView } from '../selectors';
import { ProgressCounts } from './ProgressCounts';
import { say } from './text';

export type ProgressView = ReturnType<typeof selectProgressView>;

export interface ImportProgressDialogProps {
  t: T;
  view: ProgressView;
  onClose: () => void;
  onErrorReport: (errorKey: string) => void;
  onSheetErrorReport: (errorKey: string) => void;
}

export function ImportProgressDialog({ t, view, onClose, onErrorReport, onSheetErrorReport }: ImportProgressDialogProps) {
  const p = view.progress;
  const ended = view.finished || view.failed;
  const { rows } = view;
  return (
    <DraggableDialog
      open
      closable={view.closeEnabled}
      width={DIALOG_WIDTH.FORM}
      onClose={onClose}
      data-testid="photo-import-progress"
      title={<span data-testid="photo-import-progress-title">{t(view.titleKey)}</span>}
      actions={<Button type="button" primary disabled={!view.closeEnabled} onClick={onClose} data-testid="photo-import-close" content={t('common.close')} />}
    >
      <Progress percent={view.percent} indicating={!ended} success={view.finished} error={view.failed}>
        <span data-testid="photo-import-percent">{`${view.percent}%`}</span>
      </Progress>
      {view.messageKey ? (
        <UiMessage positive={view.finished} negative={view.failed} visible data-testid="photo-import-message" content={t(view.messageKey)} />
      ) : null}
      {view.errorMessage ? (
        <p className="photo-import-error-line" data-testid="photo-import-error-message">
          {say(t, view.errorMessage)}
        </p>
      ) : null}
      {p ? (
        <>
          <ProgressCounts t={t} counts={p} />
          <div className="photo-import-times" data-testid="photo-import-times">
            {p.useTimeStr ? <span>{t('import.elapsed', { time: p.useTimeStr })}</span> : null}
            {p.tryMathRemainTime && !ended ? <span> · {t('import.remaining', { time: p.tryMathRemainTime })}</span> : null}
          </div>
        </>
      ) : null}
      {rows ? (
        <div className="photo-import-rows" data-testid="photo-import-rows">
          <strong>{t('photoImportUi.rows')}</strong>{' '}
          {t('photoImportUi.rowsCounts', {
            total: rows.totalNum,
            inserted: rows.newInsertNum,
            updated: rows.updateNum,
            skipped: rows.jumpNum,
            failed: rows.failNum,
          })}
          {rows.errorKey ? (
            <AntiDoubleClickButton
              type="button"
              basic
              size="mini"
              onClick={() => rows.errorKey && onSheetErrorReport(rows.errorKey)}
              data-testid="photo-import-rows-error-download"
              content={t('photoImportUi.rowsErrors')}
            />
          ) : null}
        </div>
      ) : null}
      {view.errorKey ? (
        <AntiDoubleClickButton
          type="button"
          basic
          size="small"
          icon
          labelPosition="left"
          data-testid="photo-import-error-download"
          onClick={() => view.errorKey && onErrorReport(view.errorKey)}
        >
          <Icon name="download" />
          {t('import.downloadErrors')}
        </AntiDoubleClickButton>
      ) : null}
    </DraggableDialog>
  );
}
