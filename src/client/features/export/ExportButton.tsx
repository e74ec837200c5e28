// The export button of a people list's toolbar (a container): it opens the dialog with the
// default file name (the list's name plus a timestamp) and the list's search as last submitted
// — the filters, the advanced search and the order the list call itself sends.
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useT } from '../../i18n';
import { peopleSelectors } from '../people/peopleSelectors';
import { opened } from './exportSlice';
import { listSearchOf } from './listSearch';
import { defaultFileName } from './validation';

export interface ExportButtonProps {
  identity: Identity;
  /** the list's name, already translated */
  listName: string;
}

export function ExportButton({ identity, listName }: ExportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const open = () => {
    // read at the click, not subscribed: the button need not re-render on every list change
    const query = peopleSelectors(identity).selectListQuery(store.getState()) as Record<string, unknown>;
    dispatch(opened({ identity, fileName: defaultFileName(listName, new Date()), search: listSearchOf(query) }));
  };
  return <Button data-testid="people-export" icon="download" content={t('export.title')} onClick={open} />;
}
