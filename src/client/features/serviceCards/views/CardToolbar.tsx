// The chosen card's status with its actions: enable (the server checks the card is complete),
// disable, check the configuration, remove. Dumb: props in, callbacks out.
import { Button, Label } from 'semantic-ui-react';
import type { CardStatus } from '../../../../shared/serviceCards/api';
import type { T } from '../../../i18n';
import { STATUS_COLOUR } from './CardList';
import { WriteButton } from '../../session/components';

interface Props {
  t: T;
  name: string;
  status: CardStatus;
  writing: boolean;
  onStatus: (status: CardStatus) => void;
  onCheck: () => void;
  onRemove: () => void;
}

export default function CardToolbar({ t, name, status, writing, onStatus, onCheck, onRemove }: Props) {
  return (
    <div className="service-card-toolbar">
      <h3>{name}</h3>
      <span>{t('serviceCardsUi.statusLabel')}</span>
      <Label color={STATUS_COLOUR[status]} content={t(`serviceCards.status.${status}`)} data-testid="service-card-status" />
      <span className="service-card-toolbar-actions">
        {status === 'enabled' ? (
          <WriteButton
            size="small"
            basic
            color="orange"
            disabled={writing}
            content={t('serviceCardsUi.disable')}
            onClick={() => onStatus('disabled')}
            data-testid="service-card-disable"
          />
        ) : (
          <WriteButton
            size="small"
            positive
            disabled={writing}
            content={t('serviceCardsUi.enable')}
            onClick={() => onStatus('enabled')}
            data-testid="service-card-enable"
          />
        )}
        <Button size="small" basic content={t('serviceCardsUi.check')} onClick={onCheck} data-testid="service-card-check" />
        <WriteButton size="small" basic negative disabled={writing} content={t('serviceCardsUi.remove')} onClick={onRemove} data-testid="service-card-remove" />
      </span>
    </div>
  );
}
