// The one progress dialog of the long jobs (document 000 §4, 001 §2–§4, §8: the people import, the
// photo import, the business package, the exports): a draggable dialog whose title names the
// job's state, a bar with the percent (finishRate × 100, 2 decimals) and the owner's actions and
// body below it. Dumb: the owner gives the state, the test ids and the content.
// `ProgressTimes` is the elapsed and remaining time line the imports show under their counts.
import type { ReactNode } from 'react';
import { Progress } from 'semantic-ui-react';
import { DIALOG_WIDTH } from '../../../shared/domain/ui';
import type { T } from '../../i18n';
import { DraggableDialog } from '../dialog/DraggableDialog';

export interface ProgressDialogProps {
  /** the dialog's test id; the title's is `titleTestId` */
  testId: string;
  titleTestId: string;
  /** the title's text (already translated) */
  title: string;
  open?: boolean;
  /** Escape and the corner close work (an import's close waits for its end) */
  closable?: boolean;
  className?: string;
  onClose: () => void;
  actions: ReactNode;
  percent: number;
  indicating: boolean;
  success: boolean;
  error: boolean;
  /** the bar shows its percent (2 decimals) and carries this test id */
  barTestId?: string;
  /** or: the percent as the bar's label, in a span with this test id */
  percentTestId?: string;
  children?: ReactNode;
}

export function ProgressDialog(p: ProgressDialogProps) {
  return (
    <DraggableDialog
      open={p.open ?? true}
      closable={p.closable}
      width={DIALOG_WIDTH.FORM}
      onClose={p.onClose}
      className={p.className}
      data-testid={p.testId}
      title={<span data-testid={p.titleTestId}>{p.title}</span>}
      actions={p.actions}
    >
      {p.percentTestId ? (
        <Progress percent={p.percent} indicating={p.indicating} success={p.success} error={p.error}>
          <span data-testid={p.percentTestId}>{`${p.percent}%`}</span>
        </Progress>
      ) : (
        <Progress percent={p.percent} progress precision={2} indicating={p.indicating} success={p.success} error={p.error} data-testid={p.barTestId} />
      )}
      {p.children}
    </DraggableDialog>
  );
}

/** The elapsed time, and the remaining time while the job runs. */
export function ProgressTimes({
  t,
  testId,
  className,
  elapsed,
  remaining,
  ended,
}: {
  t: T;
  testId: string;
  className: string;
  elapsed?: string;
  remaining?: string;
  ended: boolean;
}) {
  return (
    <div className={className} data-testid={testId}>
      {elapsed ? <span>{t('import.elapsed', { time: elapsed })}</span> : null}
      {remaining && !ended ? <span> · {t('import.remaining', { time: remaining })}</span> : null}
    </div>
  );
}
