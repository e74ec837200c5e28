// The export button of a people list's toolbar (a container): it opens the dialog with the
// default file name (the list's name plus a timestamp) and the list's search as last submitted
// — the filters, the advanced search and the order the list call itself sends, which the list's
// screen reads for it at the click (`readListQuery`: the export does not import the lists).
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch } from '../../lib/hooks';
import { useT } from '../../i18n';
import { opened } from './exportSlice';
import { listExportOpening } from './listSearch';

export interface ExportButtonProps {
  identity: Identity;
  /** the list's name, already translated */
  listName: string;
  /** the list's submitted query at this moment (people's selectListQuery) */
  readListQuery: () => Record<string, unknown>;
}

export function ExportButton({ identity, listName, readListQuery }: ExportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const open = () => dispatch(opened(listExportOpening(readListQuery(), identity, listName)));
  return <Button data-testid="people-export" icon="download" content={t('export.title')} onClick={open} />;
}
