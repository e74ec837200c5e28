// A column's ties, in a dialog: the roles that see it (from getRoleListClass, each with the
// identity classes it is offered under), the flow type it takes data from (getFlowType), its
// business type (getBusTypeName), the service a tap opens (getServiceList) and its owner, a
// teacher found by a remote search (teacher/dropList, page 1 of 40). Dumb: props in, callbacks out.
import { Button, Dropdown, DropdownItemProps, DropdownProps, Form, Modal } from 'semantic-ui-react';
import type { ColumnLinks, TeacherOption } from '../../../../shared/serviceCards/columnLinks';
import type { T } from '../../../i18n';
import type { LinkOptions, LinksDraft } from '../state';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  label: string;
  draft: LinksDraft;
  options: LinkOptions;
  roleChoices: { id: number; name: string; classes: string[] }[];
  teachers: TeacherOption[];
  teachersLoading: boolean;
  writing: boolean;
  onEdit: (links: Partial<ColumnLinks> & { ownerName?: string | null }) => void;
  onTeacherSearch: (name: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** a cleared single select answers '' */
const idOrNull = (v: unknown) => (v === '' || v === undefined || v === null ? null : Number(v));

/** One labelled select of the dialog: its id, test hook and accessible names from one name. */
function Choice({ name, label, searchable = false, ...dropdown }: { name: string; label: string; searchable?: boolean } & DropdownProps) {
  const id = `service-card-link-${name}`;
  return (
    <Form.Field>
      <label htmlFor={id}>{label}</label>
      <Dropdown id={id} data-testid={id} aria-label={label} {...(searchable ? { searchInput: { 'aria-label': label } } : {})} {...dropdown} />
    </Form.Field>
  );
}

export default function ColumnLinksDialog(p: Props) {
  const { t, draft, options } = p;
  const { links } = draft;
  const none = (placeholder: string) => ({ placeholder, clearable: true, selection: true, fluid: true });
  const owners: DropdownItemProps[] = p.teachers.map((x) => ({
    key: x.id,
    value: x.id,
    text: x.name,
    description: [x.workNo, x.unitName].filter(Boolean).join(' · '),
  }));
  if (links.ownerId !== null && !owners.some((o) => o.value === links.ownerId))
    owners.unshift({ key: links.ownerId, value: links.ownerId, text: draft.ownerName ?? String(links.ownerId) });
  return (
    <Modal open size="small" onClose={p.onCancel} data-testid="service-card-links">
      <Modal.Header>{t('serviceCardsUi.linksOf', { label: p.label })}</Modal.Header>
      <Modal.Content>
        <Form>
          <Choice
            name="roles"
            label={t('serviceCardsUi.roles')}
            searchable
            multiple
            search
            selection
            fluid
            placeholder={t('serviceCardsUi.rolesHint')}
            value={links.roleIds}
            options={p.roleChoices.map((r) => ({ key: r.id, value: r.id, text: r.name, description: r.classes.map((c) => t(c)).join('、') }))}
            onChange={(_e, d) => p.onEdit({ roleIds: (d.value as number[]).map(Number) })}
          />
          <Form.Group widths="equal">
            <Choice
              name="flow"
              label={t('serviceCardsUi.flowType')}
              {...none(t('serviceCardsUi.none'))}
              value={links.flowKey ?? ''}
              options={options.flowTypes.map((f) => ({ key: f.flowKey, value: f.flowKey, text: f.name }))}
              onChange={(_e, d) => p.onEdit({ flowKey: d.value ? String(d.value) : null })}
            />
            <Choice
              name="bus"
              label={t('serviceCardsUi.busType')}
              {...none(t('serviceCardsUi.none'))}
              value={links.busTypeId ?? ''}
              options={options.busTypes.map((b) => ({ key: b.id, value: b.id, text: b.name }))}
              onChange={(_e, d) => p.onEdit({ busTypeId: idOrNull(d.value) })}
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Choice
              name="service"
              label={t('serviceCardsUi.service')}
              searchable
              {...none(t('serviceCardsUi.none'))}
              search
              value={links.serviceId ?? ''}
              options={options.services.map((s) => ({ key: s.id, value: s.id, text: s.name, description: s.typeName ?? '' }))}
              onChange={(_e, d) => p.onEdit({ serviceId: idOrNull(d.value) })}
            />
            <Choice
              name="owner"
              label={t('serviceCardsUi.owner')}
              searchable
              {...none(t('serviceCardsUi.ownerSearch'))}
              search={(all) => all}
              loading={p.teachersLoading}
              value={links.ownerId ?? ''}
              options={owners}
              onSearchChange={(_e, d) => p.onTeacherSearch(d.searchQuery)}
              onChange={(_e, d) => {
                const ownerId = idOrNull(d.value);
                p.onEdit({ ownerId, ownerName: ownerId === null ? null : (p.teachers.find((x) => x.id === ownerId)?.name ?? draft.ownerName) });
              }}
            />
          </Form.Group>
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" content={t('serviceCardsUi.cancel')} onClick={p.onCancel} />
        <WriteButton
          type="button"
          primary
          loading={p.writing}
          disabled={p.writing}
          content={t('serviceCardsUi.saveLinks')}
          onClick={p.onSave}
          data-testid="service-card-links-save"
        />
      </Modal.Actions>
    </Modal>
  );
}
