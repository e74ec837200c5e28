// The groups' columns: the name (a button that shows its members), what each kind of group adds
// (a label's group, a department's levels, a note) and the member count.
import { Button } from 'semantic-ui-react';
import type { LabelRow, MatrixDeptRow, RoleRow } from '../../../../shared/members/api';
import type { MemberTarget } from '../../../../shared/members/constants';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import type { GroupRow } from '../state';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '-');

export function groupColumns(target: MemberTarget, t: T, chosenId: number | null, onChoose: (id: number) => void): PagedTableColumn<GroupRow>[] {
  const name: PagedTableColumn<GroupRow> = {
    key: 'name',
    header: t('membersUi.col.groupName'),
    render: (g) => (
      <Button
        basic={g.id !== chosenId}
        primary={g.id === chosenId}
        size="mini"
        compact
        data-testid={`member-group-open-${g.id}`}
        content={g.name}
        title={t('membersUi.showMembers')}
        onClick={() => onChoose(g.id)}
      />
    ),
  };
  const count: PagedTableColumn<GroupRow> = {
    key: 'memberCount',
    header: t('membersUi.col.memberCount'),
    width: 90,
    render: (g) => <span data-testid={`member-group-count-${g.id}`}>{g.memberCount}</span>,
  };
  switch (target) {
    case 'ROLE':
      return [name, { key: 'code', header: t('membersUi.col.code'), render: (g) => text((g as RoleRow).code) }, count];
    case 'LABEL':
      return [name, { key: 'parent', header: t('membersUi.col.labelGroup'), render: (g) => text((g as LabelRow).parentName) }, count];
    case 'MATRIX_DEPT':
      return [
        name,
        { key: 'levels', header: t('membersUi.level'), render: (g) => text(((g as MatrixDeptRow).levels ?? []).map((l) => l.name).join('、')) },
        count,
      ];
    case 'CHAT_CLASS':
      return [name, { key: 'note', header: t('membersUi.col.note'), render: (g) => text((g as { note?: string | null }).note) }, count];
  }
}
