// The photo counts of the progress (document 001 §3 "Import progress result"): total, processed,
// succeeded, new, overwritten, skipped, failed.
import { Statistic } from 'semantic-ui-react';
import type { PhotoImportStatus } from '../../../../shared/photos/api';
import type { T } from '../../../i18n';

type Counts = Pick<PhotoImportStatus, 'totalNum' | 'finishNum' | 'successNum' | 'newInsertNum' | 'updateNum' | 'jumpNum' | 'failNum'>;

const ITEMS: { id: string; of: (c: Counts) => number; color?: 'green' | 'blue' | 'grey' | 'red' | 'teal' }[] = [
  { id: 'total', of: (c) => c.totalNum },
  { id: 'finished', of: (c) => c.finishNum },
  { id: 'success', of: (c) => c.successNum, color: 'teal' },
  { id: 'new', of: (c) => c.newInsertNum, color: 'green' },
  { id: 'updated', of: (c) => c.updateNum, color: 'blue' },
  { id: 'skipped', of: (c) => c.jumpNum, color: 'grey' },
  { id: 'failed', of: (c) => c.failNum, color: 'red' },
];

export function ProgressCounts({ t, counts }: { t: T; counts: Counts }) {
  return (
    <Statistic.Group size="mini" widths={7} data-testid="photo-import-counts">
      {ITEMS.map((item) => (
        <Statistic key={item.id} color={item.color} data-testid={`photo-import-count-${item.id}`}>
          <Statistic.Value>{item.of(counts)}</Statistic.Value>
          <Statistic.Label>{t(`photoImportUi.count.${item.id}`)}</Statistic.Label>
        </Statistic>
      ))}
    </Statistic.Group>
  );
}
