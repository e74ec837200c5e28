// The pie's two figures as text beside it (services on the shelf, taken off): what a reader (and
// the browser test) reads without hovering the chart.
import { Statistic } from 'semantic-ui-react';
import type { T } from '../../../i18n';

export default function ShelfFigures({ t, upCount, downCount }: { t: T; upCount: number; downCount: number }) {
  return (
    <Statistic.Group size="mini" widths={2}>
      <Statistic color="green">
        <Statistic.Value data-testid="overview-upCount">{upCount}</Statistic.Value>
        <Statistic.Label>{t('chart.shelved')}</Statistic.Label>
      </Statistic>
      <Statistic color="grey">
        <Statistic.Value data-testid="overview-downCount">{downCount}</Statistic.Value>
        <Statistic.Label>{t('chart.unshelved')}</Statistic.Label>
      </Statistic>
    </Statistic.Group>
  );
}
