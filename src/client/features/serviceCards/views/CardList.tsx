// The tenant's service cards, newest change first, with their status and column count; a click
// chooses one. Dumb: props in, callbacks out.
import { Label, List, Loader, Message } from 'semantic-ui-react';
import type { CardStatus, CardSummary } from '../../../../shared/serviceCards/api';
import type { T } from '../../../i18n';
import { WriteButton } from '../../session/components';

export const STATUS_COLOUR: Record<CardStatus, 'grey' | 'green' | 'orange'> = { draft: 'grey', enabled: 'green', disabled: 'orange' };

interface Props {
  t: T;
  cards: CardSummary[];
  loading: boolean;
  selectedId: number | null;
  writing: boolean;
  onChoose: (id: number) => void;
  onAdd: () => void;
}

export default function CardList({ t, cards, loading, selectedId, writing, onChoose, onAdd }: Props) {
  return (
    <div className="service-cards-list" data-testid="service-card-list">
      <WriteButton primary fluid icon="plus" content={t('serviceCardsUi.addCard')} onClick={onAdd} disabled={writing} data-testid="service-card-add" />
      {loading && cards.length === 0 && <Loader active inline="centered" size="small" />}
      {!loading && cards.length === 0 && <Message size="small" content={t('serviceCardsUi.noCards')} />}
      <List selection divided>
        {cards.map((c) => (
          <List.Item
            key={c.id}
            active={c.id === selectedId}
            onClick={() => onChoose(c.id)}
            data-testid={`service-card-${c.id}`}
            aria-current={c.id === selectedId}
          >
            <List.Content floated="right">
              <Label size="mini" color={STATUS_COLOUR[c.status]} content={t(`serviceCards.status.${c.status}`)} />
            </List.Content>
            <List.Content>
              <List.Header>{c.name}</List.Header>
              <List.Description>{t('serviceCardsUi.columnsCount', { count: c.columnCount })}</List.Description>
            </List.Content>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
