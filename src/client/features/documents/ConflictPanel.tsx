// A save refused because someone saved a newer version: what changed between the version the
// edit started from and the newest one (fields the administrator changed too are marked), what
// the three-way merge keeps (their changes to other fields, mine), each field both changed
// differently side by side (mine / theirs) with a choice, and the ways on: keep mine (the merge
// saved on the newest version, once every such field is chosen) or take theirs (load the
// newest). A restore's conflict has no merge: keep mine restores again. A view.
import { Button, Message, Table } from 'semantic-ui-react';
import type { FieldChange } from '../../../shared/documents/types';
import type { MergeSide } from '../../../shared/documents/merge';
import type { FieldDef } from '../../../shared/resources/types';
import type { T } from '../../i18n';
import DiffTable from './DiffTable';
import type { ConflictState } from './documentState';
import { valueText } from './valueText';

export interface ConflictPanelProps {
  t: T;
  fields: FieldDef[];
  baseVersion: number;
  conflict: ConflictState;
  mine: FieldChange[];
  onChoose: (field: string, side: MergeSide) => void;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

export default function ConflictPanel({ t, fields, baseVersion, conflict, mine, onChoose, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const mineTop = new Set(mine.map((c) => c.path.split(/[[.]/)[0]));
  const { merge, choices } = conflict;
  const labelOf = (name: string) => {
    const f = fields.find((x) => x.name === name);
    return f ? t(f.label) : name;
  };
  const shown = (name: string, value: unknown) =>
    valueText(
      fields.find((x) => x.name === name),
      value,
      t,
    ) || t('documentsUi.empty');
  const names = (list: string[]) => list.map(labelOf).join(t('documentsUi.conflict.separator'));
  const pending = merge ? merge.questions.filter((q) => !choices[q.field]).length : 0;
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
      {merge && merge.theirsKept.length + merge.mineKept.length > 0 && (
        <p data-testid="doc-merge-kept">
          {merge.theirsKept.length > 0 && t('documentsUi.conflict.theirsKept', { fields: names(merge.theirsKept) })}
          {merge.theirsKept.length > 0 && merge.mineKept.length > 0 && ' '}
          {merge.mineKept.length > 0 && t('documentsUi.conflict.mineKept', { fields: names(merge.mineKept) })}
        </p>
      )}
      {merge && merge.questions.length > 0 && (
        <>
          <p>{t('documentsUi.conflict.choose')}</p>
          <Table celled compact size="small" className="document-merge" data-testid="doc-merge-questions">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell width={4}>{t('documentsUi.diff.field')}</Table.HeaderCell>
                <Table.HeaderCell width={6}>{t('documentsUi.conflict.mine')}</Table.HeaderCell>
                <Table.HeaderCell width={6}>{t('documentsUi.conflict.theirs')}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {merge.questions.map((q) => (
                <Table.Row key={q.field} data-testid={`doc-merge-${q.field}`}>
                  <Table.Cell>{labelOf(q.field)}</Table.Cell>
                  {(['mine', 'theirs'] as const).map((side) => (
                    <Table.Cell key={side} positive={choices[q.field] === side}>
                      <div className="document-merge-value" data-testid={`doc-merge-${q.field}-${side}-value`}>
                        {shown(q.field, q[side])}
                      </div>
                      <Button
                        type="button"
                        size="mini"
                        toggle
                        active={choices[q.field] === side}
                        aria-pressed={choices[q.field] === side}
                        data-testid={`doc-merge-${q.field}-${side}`}
                        onClick={() => onChoose(q.field, side)}
                        content={t(side === 'mine' ? 'documentsUi.conflict.useMine' : 'documentsUi.conflict.useTheirs')}
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </>
      )}
      <div className="document-conflict-actions">
        <Button
          data-testid="doc-keep-mine"
          primary
          disabled={pending > 0}
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
        {pending > 0 && <span data-testid="doc-merge-pending">{t('documentsUi.conflict.pending', { count: pending })}</span>}
      </div>
    </Message>
  );
}
