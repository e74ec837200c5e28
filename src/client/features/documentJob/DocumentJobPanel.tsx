// The job panel of one document (DocumentDef.job), mounted by the document screen under its
// form: selects its entry, dispatches the start, and says the screen was left when it unmounts
// (the saga then stops polling).
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { DocumentJob } from '../../../shared/documents/types';
import { useT } from '../../i18n';
import { screenLeft, startClicked } from './documentJobSlice';
import { selectDocumentJob } from './selectors';
import { JobPanel } from './views/JobPanel';

export default function DocumentJobPanel({ documentKey, job }: { documentKey: string; job: DocumentJob }) {
  const t = useT();
  const dispatch = useDispatch();
  const entry = useSelector(selectDocumentJob(documentKey));
  useEffect(() => () => void dispatch(screenLeft({ doc: documentKey })), [dispatch, documentKey]);
  return <JobPanel t={t} label={job.label} entry={entry} onStart={() => dispatch(startClicked({ doc: documentKey, job }))} />;
}
