// The picker's columns for each kind (document 000 §3 "Member picker rows"): people by name,
// their number and unit; classes by name, code, type (in-school or new-student class), major and
// grade.
import type { CandidateRow } from '../../../../shared/members/api';
import type { MemberKind } from '../../../../shared/members/constants';
import type { T } from '../../../i18n';
import type { PagedTableColumn } from '../../../widgets/pagedTable/PagedTable';
import { FIELD_LABELS } from './kindLabels';

const text = (v: string | null | undefined) => (v && v.trim() ? v : '-');

export function candidateColumns(kind: MemberKind, t: T): PagedTableColumn<CandidateRow>[] {
  const labels = FIELD_LABELS[kind];
  const name: PagedTableColumn<CandidateRow> = { key: 'name', header: t(labels.name!), render: (r) => text(r.name) };
  const identifier: PagedTableColumn<CandidateRow> = { key: 'identifier', header: t(labels.identifier!), render: (r) => text(r.identifier) };
  const grade: PagedTableColumn<CandidateRow> = { key: 'grade', header: t('importField.grade'), render: (r) => text(r.grade) };
  switch (kind) {
    case 'STUDENT':
      return [
        name,
        identifier,
        { key: 'unitName', header: t('importField.unitName'), render: (r) => text(r.unitName) },
        { key: 'className', header: t('importField.className'), render: (r) => text(r.className) },
        grade,
      ];
    case 'TEACHER':
    case 'OTHER':
      return [name, identifier, { key: 'unitName', header: t('membersUi.field.dept'), render: (r) => text(r.unitName) }];
    case 'CLASS':
      return [
        name,
        identifier,
        { key: 'classType', header: t('importField.classType'), render: (r) => (r.classType ? t(`class.type.${r.classType}`) : '-') },
        { key: 'unitName', header: t('membersUi.col.major'), render: (r) => text(r.unitName) },
        grade,
      ];
  }
}
