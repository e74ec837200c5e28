// The toolbar button of a people or photo list (a container): it opens the photo zip import for
// the list's identity. The dialogs themselves are mounted once, by the shell.
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { useAppDispatch } from '../../lib/hooks';
import { useT } from '../../i18n';
import { opened } from './photoImportSlice';

export interface PhotoImportButtonProps {
  identity: Identity;
}

export function PhotoImportButton({ identity }: PhotoImportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <Button
      type="button"
      icon="file image outline"
      content={t('photoImportUi.open')}
      data-testid="photo-import-open"
      onClick={() => dispatch(opened({ identity }))}
    />
  );
}
