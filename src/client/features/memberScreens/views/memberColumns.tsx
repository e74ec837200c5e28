// A group's member columns: name, number (student or work number, account, class code), kind,
// unit, and what the group adds (the member group of a role or label, a department's level).
import type { MemberRow } from '../../../../shared/members/api';
import type { MemberTarget } from '../../../../shared/members/constants';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { KIND_LABELS } from '../../memberPicker/components';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '-');

export function memberColumns(target: MemberTarget, t: T): PagedTableColumn<MemberRow>[] {
  const columns: PagedTableColumn<MemberRow>[] = [
    { key: 'name', header: t('importField.name'), render: (m) => text(m.name) },
    { key: 'identifier', header: t('membersUi.col.identifier'), render: (m) => text(m.identifier) },
    { key: 'kind', header: t('membersUi.col.kind'), render: (m) => t(KIND_LABELS[m.kind]) },
    { key: 'unitName', header: t('importField.unitName'), render: (m) => text(m.unitName) },
  ];
  if (target === 'ROLE' || target === 'LABEL') {
    columns.push({ key: 'roleId', header: t('membersUi.roleGroup'), render: (m) => (m.roleId ? t(`membersUi.roleGroup.${m.roleId}`) : '-') });
  }
  if (target === 'MATRIX_DEPT') columns.push({ key: 'level', header: t('membersUi.level'), render: (m) => text(m.levelName) });
  columns.push({ key: 'createdAt', header: t('membersUi.col.joinedAt'), render: (m) => (m.createdAt ? m.createdAt.slice(0, 19).replace('T', ' ') : '-') });
  return columns;
}
