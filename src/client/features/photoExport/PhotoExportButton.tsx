// The photo export button of a people list's toolbar (a container): it opens the dialog exactly
// as the bulk export's button does — the default file name (the list's name plus a timestamp)
// and the list's search as last submitted.
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useT } from '../../i18n';
import { listExportOpening } from '../export/listSearch';
import { opened } from './photoExportSlice';

export interface PhotoExportButtonProps {
  identity: Identity;
  /** the list's name, already translated */
  listName: string;
}

export function PhotoExportButton({ identity, listName }: PhotoExportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const open = () => dispatch(opened(listExportOpening(store.getState(), identity, listName)));
  return <Button data-testid="photo-export-open" icon="images outline" content={t('photoExport.title')} onClick={open} />;
}
