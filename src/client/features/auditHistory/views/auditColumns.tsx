// The history's columns: when, who, what (the definition's title and the record), the action,
// and the changes (a toggle that opens the field-by-field difference under it).
import { Button } from 'semantic-ui-react';
import type { AuditEntry } from '../../../../shared/documents/audit';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import DiffTable from '../../documents/DiffTable';
import { targetFields, targetTitle } from '../targets';
import { formatDateTime } from '../../../../shared/dateTime';

export function auditColumns(t: T, expanded: number[], onToggle: (id: number) => void): PagedTableColumn<AuditEntry>[] {
  return [
    { key: 'at', header: t('auditHistory.at'), width: 170, render: (e) => formatDateTime(e.at) },
    { key: 'actor', header: t('auditHistory.actor'), width: 160, render: (e) => `${e.actor.name} (${e.actor.account})` },
    {
      key: 'target',
      header: t('auditHistory.target'),
      width: 200,
      render: (e) => `${t(targetTitle(e.target.kind, e.target.key))}${e.target.id ? ` #${e.target.id}` : ''}`,
    },
    { key: 'action', header: t('auditHistory.actionLabel'), width: 90, render: (e) => t(`auditHistory.action.${e.action}`) },
    {
      key: 'changes',
      header: t('auditHistory.changes'),
      render: (e) => {
        const open = expanded.includes(e.id);
        if (e.changes.length === 0) return t('auditHistory.noChanges');
        return (
          <>
            <Button
              size="mini"
              basic
              icon={open ? 'caret down' : 'caret right'}
              content={t('auditHistory.changeCount', { count: e.changes.length })}
              onClick={() => onToggle(e.id)}
              data-testid={`audit-toggle-${e.id}`}
            />
            {open && <DiffTable t={t} fields={targetFields(e.target.kind, e.target.key)} changes={e.changes} testIdPrefix={`audit-diff-${e.id}`} />}
          </>
        );
      },
    },
  ];
}
