// Which events the photo export's two jobs say things with: the list of people lacking the
// naming identifier (shown in the notice) and the zip (shown in the progress dialog).
import type { DownloadEvents, EndEvents, PollEvents } from './jobSteps';
import {
  downloadFailed,
  downloadStarted,
  exportFinished,
  fileSaved,
  jobFailed,
  missingDownloadFailed,
  missingDownloadStarted,
  missingListFailed,
  missingListPolled,
  missingListPollFailed,
  missingListReady,
  missingListSaved,
  pollFailed,
} from './photoExportSlice';

export const MISSING_LIST_POLL: PollEvents = {
  polled: missingListPolled,
  finished: missingListReady,
  failed: missingListFailed,
  pollFailed: missingListPollFailed,
};
export const ZIP_ENDS: EndEvents = { finished: exportFinished, failed: jobFailed, pollFailed };

export const MISSING_DOWNLOAD: DownloadEvents = { started: missingDownloadStarted, saved: missingListSaved, failed: missingDownloadFailed };
export const ZIP_DOWNLOAD: DownloadEvents = { started: downloadStarted, saved: fileSaved, failed: downloadFailed };
