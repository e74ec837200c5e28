// The history's columns: when, who, what (the definition's title and the object's name), the
// action, and the changes (a toggle that opens the field-by-field difference under it, or for a
// removal the record as it was).
import { Button } from 'semantic-ui-react';
import type { AuditEntry } from '../../../../shared/documents/audit';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import DiffTable from '../../documents/DiffTable';
import { entryName, isSnapshot, targetFields } from '../targets';
import SnapshotTable from './SnapshotTable';
import { showTime } from '../../../lib/timeZone';

export function auditColumns(t: T, expanded: number[], onToggle: (id: number) => void): PagedTableColumn<AuditEntry>[] {
  return [
    { key: 'at', header: t('auditHistory.at'), width: 170, render: (e) => <span data-testid={`audit-at-${e.id}`}>{showTime(e.at)}</span> },
    { key: 'actor', header: t('auditHistory.actor'), width: 160, render: (e) => `${e.actor.name} (${e.actor.account})` },
    {
      key: 'target',
      header: t('auditHistory.target'),
      width: 200,
      render: (e) => <span data-testid={`audit-target-${e.id}`}>{entryName(t, e)}</span>,
    },
    { key: 'action', header: t('auditHistory.actionLabel'), width: 90, render: (e) => t(`auditHistory.action.${e.action}`) },
    {
      key: 'changes',
      header: t('auditHistory.changes'),
      render: (e) => {
        const open = expanded.includes(e.id);
        if (e.changes.length === 0) return t('auditHistory.noChanges');
        const snapshot = isSnapshot(e);
        const fields = targetFields(e.target.kind, e.target.key);
        return (
          <>
            <Button
              size="mini"
              basic
              icon={open ? 'caret down' : 'caret right'}
              content={t(snapshot ? 'auditHistory.snapshotCount' : 'auditHistory.changeCount', { count: e.changes.length })}
              onClick={() => onToggle(e.id)}
              data-testid={`audit-toggle-${e.id}`}
            />
            {open &&
              (snapshot ? (
                <SnapshotTable t={t} fields={fields} changes={e.changes} testIdPrefix={`audit-diff-${e.id}`} />
              ) : (
                <DiffTable t={t} fields={fields} changes={e.changes} testIdPrefix={`audit-diff-${e.id}`} />
              ))}
          </>
        );
      },
    },
  ];
}
