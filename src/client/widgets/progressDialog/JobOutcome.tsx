// How a long job ended, under its progress bar: the finished or failed message, and the job's
// counts (drawn by the owner) with the elapsed and remaining time once the job has reported.
// The people import and the photo import show both. Dumb: the owner gives the state and the
// test ids.
import type { ReactNode } from 'react';
import { Message as UiMessage } from 'semantic-ui-react';
import type { T } from '../../i18n';
import { ProgressTimes } from './ProgressDialog';

export interface JobOutcomeMessageProps {
  t: T;
  testId: string;
  /** the message's key: null while the job runs */
  messageKey: string | null;
  finished: boolean;
  failed: boolean;
  /** semantic-ui's `visible` class */
  visible?: boolean;
}

/** Green once the job has finished, red once it has failed; nothing while it runs. */
export function JobOutcomeMessage({ t, testId, messageKey, finished, failed, visible }: JobOutcomeMessageProps) {
  return messageKey ? <UiMessage positive={finished} negative={failed} visible={visible} data-testid={testId} content={t(messageKey)} /> : null;
}

/** What a running job reports of its time (the imports' progress answers). */
export interface JobTimes {
  useTimeStr?: string;
  tryMathRemainTime?: string;
}

export interface JobFiguresProps<P extends JobTimes> {
  t: T;
  /** the job's last report; nothing shows before the first */
  progress: P | null | undefined;
  /** the job has finished or failed: the remaining time goes */
  ended: boolean;
  /** the time line's test id, and its class */
  timesTestId: string;
  /** the owner's counts of the report */
  counts: (progress: P) => ReactNode;
}

/** The job's counts, then its elapsed and remaining time. */
export function JobFigures<P extends JobTimes>({ t, progress, ended, timesTestId, counts }: JobFiguresProps<P>) {
  if (!progress) return null;
  return (
    <>
      {counts(progress)}
      <ProgressTimes t={t} testId={timesTestId} className={timesTestId} elapsed={progress.useTimeStr} remaining={progress.tryMathRemainTime} ended={ended} />
    </>
  );
}
