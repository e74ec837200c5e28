// The list's query buttons (advanced search, field display, data order) and what is in force:
// a label for an active advanced search (with a way to clear it) and one for the order.
import { Button, Icon, Label } from 'semantic-ui-react';
import { useT } from '../../../i18n';

export interface QueryToolbarProps {
  conditionCount: number;
  /** the order in force, already in words ('姓名 升序，学号 降序'); '' when none */
  orderText: string;
  onAdvancedSearch: () => void;
  onClearAdvancedSearch: () => void;
  onFieldDisplay: () => void;
  onDataOrder: () => void;
}

export function QueryToolbar({ conditionCount, orderText, onAdvancedSearch, onClearAdvancedSearch, onFieldDisplay, onDataOrder }: QueryToolbarProps) {
  const t = useT();
  return (
    <div className="people-query-toolbar" data-testid="people-query-toolbar">
      {conditionCount > 0 && (
        <Label basic color="blue" data-testid="people-advanced-active">
          {t('peopleQuery.advanced.active', { count: conditionCount })}
          <Icon
            name="delete"
            link
            data-testid="people-advanced-active-clear"
            aria-label={t('peopleQuery.advanced.clearTitle')}
            title={t('peopleQuery.advanced.clearTitle')}
            onClick={onClearAdvancedSearch}
          />
        </Label>
      )}
      {orderText && (
        <Label basic data-testid="people-data-order-active" title={t('peopleQuery.dataOrder.active', { order: orderText })}>
          {t('peopleQuery.dataOrder.active', { order: orderText })}
        </Label>
      )}
      <Button type="button" basic data-testid="people-advanced-search" icon="filter" content={t('search.advanced')} onClick={onAdvancedSearch} />
      <Button type="button" basic data-testid="people-field-display" icon="columns" content={t('fieldDisplay.title')} onClick={onFieldDisplay} />
      <Button type="button" basic data-testid="people-data-order" icon="sort" content={t('dataOrder.title')} onClick={onDataOrder} />
    </div>
  );
}
