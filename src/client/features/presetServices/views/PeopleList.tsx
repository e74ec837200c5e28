// The people with a personal preset on the left: a search by name or number, "add people" (the
// member picker, one kind at a time), the paged list with each person's whole name (wrapped,
// never cut), number, mode and count, and removal. Dumb: it shows what it is given and reports events.
import { Button, Dropdown, Form, Input, Label, Menu, Message as Notice } from 'semantic-ui-react';
import { SEARCH_MAX } from '../../../../shared/members/constants';
import { PRESET_CANDIDATE_PATHS, PresetKind, PresetPersonRow } from '../../../../shared/services/presets';
import { useT } from '../../../i18n';
import type { PagedList } from '../../../lib/pagedList';
import { KIND_LABELS } from '../../memberPicker/components';
import { problemText } from '../../../lib/problem';
import { useScreenWriteRefusal, WriteButton } from '../../session/components';
import { Refusable } from '../../../widgets/refusable/Refusable';

export interface PeopleListProps {
  list: PagedList<PresetPersonRow> & { textDraft: string };
  chosen: number | null;
  onChoose: (id: number) => void;
  onText: (text: string) => void;
  onSearch: () => void;
  onPage: (pageIndex: number) => void;
  onAdd: (kind: PresetKind) => void;
  onRemove: (row: PresetPersonRow) => void;
}

const KINDS = Object.keys(PRESET_CANDIDATE_PATHS) as PresetKind[];

export function PeopleList({ list, chosen, onChoose, onText, onSearch, onPage, onAdd, onRemove }: PeopleListProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const refusal = useScreenWriteRefusal();
  return (
    <div className="preset-owners" data-testid="preset-people">
      <div className="preset-owners-head">
        <strong>{t('presetsUi.people')}</strong>
        <Refusable reason={refusal}>
          <Dropdown
            button
            className="mini primary icon"
            icon="plus"
            disabled={!!refusal}
            text={t('presetsUi.addPeople')}
            aria-label={t('presetsUi.addPeople')}
            data-testid="preset-people-add"
          >
            <Dropdown.Menu>
              {KINDS.map((k) => (
                <Dropdown.Item key={k} data-testid={`preset-people-add-${k}`} text={t(KIND_LABELS[k])} onClick={() => onAdd(k)} />
              ))}
            </Dropdown.Menu>
          </Dropdown>
        </Refusable>
      </div>
      <Form
        size="small"
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <Input
          fluid
          size="small"
          action={{ icon: 'search', type: 'submit', 'aria-label': t('common.search') }}
          input={{ 'data-testid': 'preset-people-search', maxLength: SEARCH_MAX, 'aria-label': t('presetsUi.search') }}
          placeholder={t('presetsUi.search')}
          value={list.textDraft}
          onChange={(_e, d) => onText(String(d.value))}
        />
      </Form>
      {list.problem ? <Notice negative size="small" content={problemText(t, list.problem)} /> : null}
      {list.status === 'ready' && list.rows.length === 0 ? <p className="preset-empty">{t('presetsUi.peopleEmpty')}</p> : null}
      <Menu vertical fluid size="small" className={list.status === 'loading' ? 'preset-loading' : undefined}>
        {list.rows.map((p) => (
          <Menu.Item key={p.personId} active={chosen === p.personId} data-testid={`preset-person-${p.personId}`} onClick={() => onChoose(p.personId)}>
            {/* the name wraps rather than being cut; the whole of it (with the number) on hover too */}
            <span className="preset-owner-main" title={[p.name, p.identifier].filter(Boolean).join(' ')} data-testid={`preset-person-name-${p.personId}`}>
              <span className="preset-owner-name wraps" data-user-content>
                {p.name}
              </span>
              <span className="preset-owner-sub">
                {p.identifier ? `${p.identifier} · ` : ''}
                {t(`presetsUi.mode.${p.mode}`)}
              </span>
            </span>
            <Label size="mini" title={t('presetsUi.serviceCount', { count: p.serviceCount })}>
              {p.serviceCount}
            </Label>
            <WriteButton
              type="button"
              basic
              size="mini"
              icon="trash"
              floated="right"
              aria-label={t('presetsUi.removePerson')}
              title={t('presetsUi.removePerson')}
              data-testid={`preset-person-remove-${p.personId}`}
              onClick={(e) => {
                e.stopPropagation();
                onRemove(p);
              }}
            />
          </Menu.Item>
        ))}
      </Menu>
      {pages > 1 ? (
        <div className="preset-pager">
          <Button type="button" size="mini" icon="angle left" disabled={list.pageIndex <= 1} aria-label="<" onClick={() => onPage(list.pageIndex - 1)} />
          <span data-testid="preset-people-page">
            {list.pageIndex} / {pages}
          </span>
          <Button type="button" size="mini" icon="angle right" disabled={list.pageIndex >= pages} aria-label=">" onClick={() => onPage(list.pageIndex + 1)} />
        </div>
      ) : null}
    </div>
  );
}
