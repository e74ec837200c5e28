// The job panel of one document (DocumentDef.job), mounted by the document screen under its
// form: selects its entry and dispatches the start (leaving the screen, a route/changed, stops
// the saga's polling).
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { DocumentJob } from '../../../shared/documents/types';
import { useT } from '../../i18n';
import { startClicked } from './documentJobSlice';
import { selectDocumentJob } from './selectors';
import { JobPanel } from './views/JobPanel';

export default function DocumentJobPanel({ documentKey, job }: { documentKey: string; job: DocumentJob }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectDocumentJob(documentKey));
  return <JobPanel t={t} label={job.label} entry={entry} onStart={() => dispatch(startClicked({ doc: documentKey, job }))} />;
}
