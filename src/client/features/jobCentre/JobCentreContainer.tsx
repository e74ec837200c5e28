// The job centre in the header: a button with the count of running jobs, opening the panel. A
// container: it selects through the feature's selectors and dispatches events; the views are dumb.
// Times read in the tenant's zone, as on every screen (lib/timeZone.ts).
import { Button, Label } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { showTime } from '../../lib/timeZone';
import { cancelRequested, errorReportRequested, fileRequested, listRequested, panelClosed, panelOpened, undoRequested } from './jobCentreSlice';
import { JobRowView, selectPanelView, selectRunningCount } from './selectors';
import JobCentrePanel from './views/JobCentrePanel';
import './jobCentre.css';

export default function JobCentreContainer() {
  const t = useT();
  const dispatch = useAppDispatch();
  const running = useAppSelector(selectRunningCount);
  const view = useAppSelector(selectPanelView);
  const refOf = (row: JobRowView) => ({ kind: row.job.kind, id: row.job.id });
  const label = running > 0 ? t('jobCentre.buttonRunning', { count: running }) : t('jobCentre.button');
  return (
    <div className="job-centre">
      <Button
        basic
        compact
        size="small"
        icon="tasks"
        aria-label={label}
        aria-expanded={view.open}
        className="job-centre-button"
        content={
          <>
            {t('jobCentre.button')}
            {running > 0 && (
              <Label circular size="mini" color="blue" className="job-centre-badge" aria-hidden>
                {running}
              </Label>
            )}
          </>
        }
        onClick={() => dispatch(view.open ? panelClosed() : panelOpened())}
      />
      {view.open && (
        <JobCentrePanel
          t={t}
          loading={view.loading}
          problem={view.problem}
          rows={view.rows}
          formatTime={showTime}
          onReload={() => dispatch(listRequested())}
          onClose={() => dispatch(panelClosed())}
          onCancel={(row) => dispatch(cancelRequested(refOf(row)))}
          onUndo={(row) => dispatch(undoRequested(refOf(row)))}
          onErrorReport={(row) => dispatch(errorReportRequested(refOf(row)))}
          onFile={(row) => dispatch(fileRequested(refOf(row)))}
        />
      )}
    </div>
  );
}
