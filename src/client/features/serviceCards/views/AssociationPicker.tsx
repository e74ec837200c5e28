// The cards this card leads on to in the apps (platformCardServiceConfig/submit), chosen among
// the school's other cards, saved by one button; below, the cards that lead on to this one
// (serviceCardConfig/getAssociationCardConfig). Dumb: props in, callbacks out.
import { Dropdown, Header, Label } from 'semantic-ui-react';
import type { CardStatus } from '../../../../shared/serviceCards/api';
import type { T } from '../../../i18n';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  choices: { id: number; name: string; status: CardStatus; chosen: boolean }[];
  leading: { id: number; name: string }[];
  changed: boolean;
  writing: boolean;
  onChange: (ids: number[]) => void;
  onSave: () => void;
}

export default function AssociationPicker({ t, choices, leading, changed, writing, onChange, onSave }: Props) {
  return (
    <div className="service-card-associations" data-testid="service-card-associations">
      <Header as="h5" content={t('serviceCardsUi.associations')} subheader={t('serviceCardsUi.associationsHint')} />
      <Dropdown
        multiple
        selection
        fluid
        search
        aria-label={t('serviceCardsUi.associations')}
        searchInput={{ 'aria-label': t('serviceCardsUi.associations') }}
        value={choices.filter((c) => c.chosen).map((c) => c.id)}
        options={choices.map((c) => ({ key: c.id, value: c.id, text: `${c.name}（${t(`serviceCards.status.${c.status}`)}）` }))}
        onChange={(_e, d) => onChange((d.value as number[]).map(Number))}
      />
      <WriteButton
        size="small"
        primary={changed}
        disabled={!changed || writing}
        content={t('serviceCardsUi.saveAssociations')}
        onClick={onSave}
        data-testid="service-card-save-associations"
      />
      <div className="service-card-leading" data-testid="service-card-leading">
        <Header as="h6" content={t('serviceCardsUi.leadingCards')} />
        {leading.length === 0 ? t('serviceCardsUi.noLeadingCards') : leading.map((c) => <Label key={c.id} size="small" content={c.name} />)}
      </div>
    </div>
  );
}
