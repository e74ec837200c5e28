// The photo export button of a people list's toolbar (a container): it opens the dialog exactly
// as the bulk export's button does — the default file name (the list's name plus a timestamp)
// and the list's search as last submitted; a screen with its own search and checked rows (the
// photo screen) passes them. The list's query comes from its screen (`readListQuery`).
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch } from '../../lib/hooks';
import { useT } from '../../i18n';
import { listExportOpening } from '../exports/components';
import { defaultFileName, type ListSearch } from '../exports/jobParts';
import { opened } from './photoExportSlice';

export interface PhotoExportButtonProps {
  identity: Identity;
  /** the list's name, already translated */
  listName: string;
  /** the screen's own submitted search and checked person ids (default: the people list's) */
  own?: { search: ListSearch; checked: number[] };
  /** without `own`: the people list's submitted query at this moment */
  readListQuery?: () => Record<string, unknown>;
}

export function PhotoExportButton({ identity, listName, own, readListQuery }: PhotoExportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = () =>
    dispatch(
      opened(
        own
          ? { identity, fileName: defaultFileName(listName, new Date()), search: own.search, checked: own.checked }
          : listExportOpening(readListQuery?.() ?? {}, identity, listName),
      ),
    );
  return <Button data-testid="photo-export-open" icon="images outline" content={t('photoExport.title')} onClick={open} />;
}
