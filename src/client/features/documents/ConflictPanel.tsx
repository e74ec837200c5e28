// A save refused because someone saved a newer version: what changed between the version the
// edit started from and the newest one (fields the administrator changed too are marked), and the
// choice: keep mine (save again on the newest) or take theirs (load the newest). A view.
import { Button, Message } from 'semantic-ui-react';
import type { FieldChange } from '../../../shared/documents/types';
import type { FieldDef } from '../../../shared/resources/types';
import type { T } from '../../i18n';
import DiffTable from './DiffTable';
import type { ConflictState } from './documentState';

export interface ConflictPanelProps {
  t: T;
  fields: FieldDef[];
  baseVersion: number;
  conflict: ConflictState;
  mine: FieldChange[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export default function ConflictPanel({ t, fields, baseVersion, conflict, mine, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const mineTop = new Set(mine.map((c) => c.path.split(/[[.]/)[0]));
  return (
    <Message warning className="document-conflict" data-testid="doc-conflict">
      <Message.Header>{t('documentsUi.conflict.title')}</Message.Header>
      <p>{t('documentsUi.conflict.body', { base: baseVersion, current: conflict.current.version })}</p>
      <DiffTable
        t={t}
        fields={fields}
        changes={conflict.changes}
        marked={mineTop}
        markNote={t('documentsUi.conflict.mineToo')}
        testIdPrefix="doc-conflict-row"
      />
      <div className="document-conflict-actions">
        <Button
          data-testid="doc-keep-mine"
          primary
          onClick={onKeepMine}
          content={t('documentsUi.conflict.keepMine')}
          title={t('documentsUi.conflict.keepMineHint')}
        />
        <Button
          data-testid="doc-take-theirs"
          onClick={onTakeTheirs}
          content={t('documentsUi.conflict.takeTheirs')}
          title={t('documentsUi.conflict.takeTheirsHint')}
        />
      </div>
    </Message>
  );
}
