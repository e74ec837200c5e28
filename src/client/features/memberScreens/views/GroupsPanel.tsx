// A screen's groups (roles, labels, departments or chat classes) with their member counts; the
// name shows the group's members. Departments and chat classes are paged and searched by name;
// roles and labels come whole. Dumb. Test ids: member-groups, member-group-search-name,
// member-group-search-level (departments: a level's name, deptListByLevel), member-group-search, member-group-<id> (the row), member-group-open-<id>, member-group-count-<id>.
import { FormEvent } from 'react';
import { Button, Form, Input, Message } from 'semantic-ui-react';
import { MemberTarget, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import PagedTable from '../../../widgets/pagedTable/PagedTable';
import type { GroupList } from '../state';
import { groupColumns } from './groupColumns';
import { problemText } from '../../../lib/problem';

export interface GroupsPanelProps {
  target: MemberTarget;
  paged: boolean;
  list: GroupList;
  chosenId: number | null;
  onChoose: (id: number) => void;
  onName: (name: string) => void;
  /** matrix departments: the level choice (part of a level's name), searched with the name */
  onLevel?: (level: string) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onSize: (pageSize: number) => void;
}

export function GroupsPanel({ target, paged, list, chosenId, onChoose, onName, onLevel, onSearch, onPage, onSize }: GroupsPanelProps) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <div className="member-groups" data-testid="member-groups">
      {paged ? (
        <Form onSubmit={submit} size="small">
          <Form.Group inline>
            <Form.Field inline>
              <Input
                input={{ 'data-testid': 'member-group-search-name', maxLength: SEARCH_MAX, 'aria-label': t('membersUi.col.groupName') }}
                placeholder={t('membersUi.col.groupName')}
                value={list.nameDraft}
                onChange={(_e, d) => onName(String(d.value))}
              />
            </Form.Field>
            {onLevel ? (
              <Form.Field inline>
                <Input
                  input={{ 'data-testid': 'member-group-search-level', maxLength: SEARCH_MAX, 'aria-label': t('membersUi.level') }}
                  placeholder={t('membersUi.level')}
                  value={list.levelDraft}
                  onChange={(_e, d) => onLevel(String(d.value))}
                />
              </Form.Field>
            ) : null}
            <Button type="submit" size="small" icon="search" data-testid="member-group-search" content={t('common.search')} />
          </Form.Group>
        </Form>
      ) : null}
      {list.status === 'failed' && list.problem ? <Message negative size="small" content={problemText(t, list.problem)} /> : null}
      <PagedTable
        columns={groupColumns(target, t, chosenId, onChoose)}
        rows={list.rows}
        total={list.total}
        pageIndex={list.pageIndex}
        pageSize={list.pageSize}
        noPaging={!paged}
        loading={list.status === 'loading'}
        rowTestId={(id) => `member-group-${id}`}
        onPageChange={onPage}
        onSizeChange={onSize}
      />
    </div>
  );
}
