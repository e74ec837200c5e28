// The toolbar button of a people or photo list (a container): it opens the photo zip import for
// the list's identity. The dialogs themselves are mounted once, by the shell.
import { Button } from 'semantic-ui-react';
import type { Identity } from '../../../shared/domain/people';
import { PHOTOS_ROUTE as PHOTO_SCREEN } from '../../../shared/home/links';
import { Refusable } from '../../widgets/refusable/Refusable';
import { useWriteRefusal } from '../session/components';
import { useAppDispatch } from '../../lib/hooks';
import { useT } from '../../i18n';
import { opened } from './photoImportSlice';

export interface PhotoImportButtonProps {
  identity: Identity;
}

export function PhotoImportButton({ identity }: PhotoImportButtonProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  // photos go in through the photo screen's right, whichever list shows the button (issue 36)
  const refused = useWriteRefusal(PHOTO_SCREEN);
  return (
    <Refusable reason={refused}>
      <Button
        type="button"
        icon="file image outline"
        content={t('photoImportUi.open')}
        data-testid="photo-import-open"
        disabled={!!refused}
        onClick={() => dispatch(opened({ identity }))}
      />
    </Refusable>
  );
}
