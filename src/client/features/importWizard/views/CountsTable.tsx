// The job's counts (document 000 §3): total, new, updated, skipped, failed.
import { Statistic } from 'semantic-ui-react';
import type { T } from '../../../i18n';
import type { ImportCounts } from '../state';

const ITEMS: { id: string; key: string; of: (c: ImportCounts) => number; color?: 'green' | 'blue' | 'grey' | 'red' }[] = [
  { id: 'total', key: 'importWizard.count.total', of: (c) => c.totalNum },
  { id: 'new', key: 'importWizard.count.new', of: (c) => c.newInsertNum, color: 'green' },
  { id: 'updated', key: 'importWizard.count.updated', of: (c) => c.updateNum, color: 'blue' },
  { id: 'skipped', key: 'importWizard.count.skipped', of: (c) => c.jumpNum, color: 'grey' },
  { id: 'failed', key: 'importWizard.count.failed', of: (c) => c.failNum, color: 'red' },
];

export function CountsTable({ t, counts }: { t: T; counts: ImportCounts }) {
  return (
    <Statistic.Group size="mini" widths={5} data-testid="import-counts">
      {ITEMS.map((item) => (
        <Statistic key={item.id} color={item.color} data-testid={`import-count-${item.id}`}>
          <Statistic.Value>{item.of(counts)}</Statistic.Value>
          <Statistic.Label>{t(item.key)}</Statistic.Label>
        </Statistic>
      ))}
    </Statistic.Group>
  );
}
