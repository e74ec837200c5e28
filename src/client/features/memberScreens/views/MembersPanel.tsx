// The chosen group's members: its name and member total, an add button per kind it takes (each
// opens the add-member picker), the filters (kind, name or number, a department's level) and the
// paged list. Dumb. Test ids: member-panel, member-total, member-add-<KIND>, member-filter-kind,
// member-filter-name, member-filter-level, member-search, member-row-<id>.
import { pageView } from '../../../lib/pagedList';
import { FormEvent } from 'react';
import { Button, Form, Header, Input, Message, Segment } from 'semantic-ui-react';
import type { MatrixLevel } from '../../../../shared/members/api';
import { MemberKind, MemberTarget, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import PagedTable from '../../../widgets/pagedTable/PagedTable';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { KIND_LABELS } from '../../members/components';
import type { MemberFilters, MemberList } from '../state';
import { memberColumns } from './memberColumns';

export interface MembersPanelProps {
  target: MemberTarget;
  groupName: string | null;
  kinds: readonly MemberKind[];
  levels: MatrixLevel[];
  list: MemberList;
  onAdd: (kind: MemberKind) => void;
  onFilter: (filters: Partial<MemberFilters>) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onSize: (pageSize: number) => void;
}

export function MembersPanel({ target, groupName, kinds, levels, list, onAdd, onFilter, onSearch, onPage, onSize }: MembersPanelProps) {
  const t = useT();
  if (groupName === null) {
    return (
      <Segment placeholder className="member-panel-empty" data-testid="member-panel-empty">
        {t('membersUi.chooseGroup')}
      </Segment>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <div className="member-panel" data-testid="member-panel">
      <div className="member-panel-head">
        <Header as="h3" content={t('membersUi.membersOf', { name: groupName })} />
        <span className="member-total" data-testid="member-total" data-total={list.status === 'ready' ? list.total : ''}>
          {t('common.total', { total: list.total })}
        </span>
        {kinds.map((kind) => (
          <Button
            key={kind}
            primary
            size="small"
            icon="add user"
            data-testid={`member-add-${kind}`}
            content={t(`membersUi.add.${kind}`)}
            onClick={() => onAdd(kind)}
          />
        ))}
      </div>
      <Form onSubmit={submit} size="small" className="member-filters">
        <div className="member-filter-fields">
          <Form.Field inline>
            <label>{t('membersUi.col.kind')}</label>
            <OptionSelect
              data-testid="member-filter-kind"
              allOption
              value={list.draft.kind}
              options={kinds.map((k) => ({ label: t(KIND_LABELS[k]), value: k }))}
              onChange={(_e, c) => onFilter({ kind: String(c.value) as MemberKind | '' })}
            />
          </Form.Field>
          {target === 'MATRIX_DEPT' ? (
            <Form.Field inline>
              <label>{t('membersUi.level')}</label>
              <OptionSelect
                data-testid="member-filter-level"
                allOption
                optionType="number"
                value={list.draft.levelId}
                options={levels.map((l) => ({ label: l.name, value: l.id }))}
                onChange={(_e, c) => onFilter({ levelId: c.value === '' ? '' : Number(c.value) })}
              />
            </Form.Field>
          ) : null}
          <Form.Field inline>
            <label htmlFor="member-filter-name">{t('membersUi.nameOrNumber')}</label>
            <Input
              id="member-filter-name"
              input={{ 'data-testid': 'member-filter-name', maxLength: SEARCH_MAX }}
              placeholder={t('common.pleaseInput')}
              value={list.draft.name}
              onChange={(_e, d) => onFilter({ name: String(d.value) })}
            />
          </Form.Field>
          <Button type="submit" primary size="small" icon="search" data-testid="member-search" content={t('common.search')} />
        </div>
      </Form>
      {list.status === 'failed' && list.problem ? <Message negative size="small" content={list.problem.key ? t(list.problem.key) : list.problem.msg} /> : null}
      <PagedTable columns={memberColumns(target, t)} {...pageView(list)} rowTestId={(id) => `member-row-${id}`} onPageChange={onPage} onSizeChange={onSize} />
    </div>
  );
}
