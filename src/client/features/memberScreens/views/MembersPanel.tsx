// The chosen group's members: its name and member total, an add button per kind it takes (each
// opens the add-member picker), the filters (kind, name or number, a department's level), the
// ticks for removal (the picker's selection bar and table: picks, or select all with
// exclusions) with the remove button, and the paged list. Dumb. Test ids: member-panel,
// member-total, member-add-<KIND>, member-filter-kind, member-filter-name, member-filter-level,
// member-search, member-remove, member-message, member-select-all, member-cancel-all,
// member-count, member-all-note, member-page (this page's box), member-row-<id> (a row's tick
// box; the row is member-tr-<id>), member-empty, member-pager-total, member-pager-page-size,
// member-pager-prev, member-pager-next, member-pager-page-<n>.
import { FormEvent } from 'react';
import { Button, Form, Header, Input, Message, Segment } from 'semantic-ui-react';
import type { MatrixLevel, MemberRow } from '../../../../shared/members/api';
import { MemberKind, MemberTarget, SEARCH_MAX } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { OptionSelect } from '../../../widgets/select/OptionSelect';
import { KIND_LABELS, say, SelectionBar, SelectionTable } from '../../memberPicker/components';
import { PickerPager } from '../../../widgets/pagedTable/PagerControls';
import type { MemberFilters, MemberList, MemberRemoval } from '../state';
import { memberColumns } from './memberColumns';
import { problemText } from '../../../lib/problem';
import { WriteButton } from '../../session/components';

export interface MembersPanelProps {
  target: MemberTarget;
  groupName: string | null;
  kinds: readonly MemberKind[];
  levels: MatrixLevel[];
  list: MemberList;
  removal: MemberRemoval;
  /** how many are ticked (picks, or the fixed total minus the exclusions) */
  ticked: number;
  onAdd: (kind: MemberKind) => void;
  onFilter: (filters: Partial<MemberFilters>) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onSize: (pageSize: number) => void;
  onTick: (id: number, selected: boolean) => void;
  onTickPage: (ids: number[], selected: boolean) => void;
  onSelectAll: () => void;
  onCancelAll: () => void;
  onRemove: () => void;
}

const rowId = (m: MemberRow) => m.id;

export function MembersPanel(props: MembersPanelProps) {
  const { target, groupName, kinds, levels, list, removal, ticked, onAdd, onFilter, onSearch, onPage, onSize } = props;
  const t = useT();
  if (groupName === null) {
    return (
      <Segment placeholder className="member-panel-empty" data-testid="member-panel-empty">
        {t('membersUi.chooseGroup')}
      </Segment>
    );
  }
  // ticks wait while select all is being fixed or a removal is asked or under way
  const busy = removal.selectingAll || removal.status !== 'open';
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
          <WriteButton
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
      <div className="member-selection">
        <SelectionBar
          testId="member"
          selection={removal.selection}
          count={ticked}
          selectingAll={removal.selectingAll}
          disabled={busy || list.total === 0}
          onSelectAll={props.onSelectAll}
          onCancelAll={props.onCancelAll}
        />
        <WriteButton
          type="button"
          negative
          basic
          size="small"
          icon="user delete"
          data-testid="member-remove"
          disabled={busy || ticked === 0}
          content={t('membersUi.remove')}
          onClick={props.onRemove}
        />
      </div>
      {removal.message && removal.status === 'open' ? <Message warning size="small" data-testid="member-message" content={say(t, removal.message)} /> : null}
      {list.status === 'failed' && list.problem ? <Message negative size="small" content={problemText(t, list.problem)} /> : null}
      <SelectionTable
        testId="member"
        columns={memberColumns(target, t)}
        rows={list.rows}
        rowId={rowId}
        selection={removal.selection}
        loading={list.status === 'loading'}
        disabled={busy}
        onRowToggled={props.onTick}
        onPageToggled={props.onTickPage}
      />
      <PickerPager testId="member-pager" total={list.total} pageIndex={list.pageIndex} pageSize={list.pageSize} onPageChange={onPage} onSizeChange={onSize} />
    </div>
  );
}
