// A field-by-field difference: field label, before, after (rich text compared as its text). A
// view, used by the history's comparison and the conflict panel.
import { Table } from 'semantic-ui-react';
import type { FieldChange } from '../../../shared/documents/types';
import type { FieldDef } from '../../../shared/resources/types';
import type { T } from '../../i18n';
import { changeValueText, fieldOfPath } from './valueText';

export interface DiffTableProps {
  t: T;
  fields: FieldDef[];
  changes: FieldChange[];
  /** fields to mark (e.g. the administrator changed them too) */
  marked?: Set<string>;
  markNote?: string;
  testIdPrefix?: string;
}

export default function DiffTable({ t, fields, changes, marked, markNote, testIdPrefix = 'doc-diff-row' }: DiffTableProps) {
  const shown = (path: string, value: unknown) => changeValueText(fields, path, value, t) || t('documentsUi.empty');
  return (
    <Table celled compact size="small" className="document-diff">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell width={4}>{t('documentsUi.diff.field')}</Table.HeaderCell>
          <Table.HeaderCell width={6}>{t('documentsUi.diff.before')}</Table.HeaderCell>
          <Table.HeaderCell width={6}>{t('documentsUi.diff.after')}</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => {
          const top = c.path.split(/[[.]/)[0];
          const mark = marked?.has(top);
          return (
            <Table.Row key={c.path} data-testid={`${testIdPrefix}-${c.path}`} warning={mark}>
              <Table.Cell>
                {fieldOfPath(fields, c.path).label(t)}
                {mark && markNote && <div className="document-diff-note">{markNote}</div>}
              </Table.Cell>
              <Table.Cell className="document-diff-before">{shown(c.path, c.before)}</Table.Cell>
              <Table.Cell className="document-diff-after">{shown(c.path, c.after)}</Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table>
  );
}
