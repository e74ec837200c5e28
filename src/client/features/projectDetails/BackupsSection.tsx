// The backups panel's container (issue 37), on /ProjectDetails for a session holding every right
// only (the server checks the role anyway): it reads the list when shown, and dispatches the
// panel's intents.
import { useEffect } from 'react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectHoldsAllRights } from '../session';
import { backupsOpened, backupsRefreshClicked, backupStartClicked, downloadClicked, selectBackups } from './backupsSlice';
import BackupsPanel from './views/BackupsPanel';

function Backups() {
  const t = useT();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectBackups);
  useEffect(() => {
    dispatch(backupsOpened());
  }, [dispatch]);
  return (
    <BackupsPanel
      t={t}
      state={state}
      onStart={() => dispatch(backupStartClicked())}
      onRefresh={() => dispatch(backupsRefreshClicked())}
      onDownload={(name) => dispatch(downloadClicked({ name }))}
    />
  );
}

export default function BackupsSection() {
  const full = useAppSelector(selectHoldsAllRights);
  return full ? <Backups /> : null;
}
