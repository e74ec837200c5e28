// One service's ratings, newest first, a page at a time: who, the rating, the comment and when.
// Dumb: the page in, paging and closing out.
import { Button, Loader, Modal, Rating, Table } from 'semantic-ui-react';
import { ModalDialog } from '../../../widgets/dialog/ModalDialog';
import type { ServiceRatingRow } from '../../../../shared/services/score';
import type { T } from '../../../i18n';
import PagerControls from '../../../widgets/pagedTable/PagerControls';
import { showTime } from '../../../lib/timeZone';

export interface RatingsDialogProps {
  t: T;
  serviceName: string;
  rows: ServiceRatingRow[];
  total: number;
  pageIndex: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageIndex: number) => void;
  onClose: () => void;
}

export default function RatingsDialog({ t, serviceName, rows, total, pageIndex, pageSize, loading, onPage, onClose }: RatingsDialogProps) {
  return (
    <ModalDialog
      open
      size="small"
      closeOnDimmerClick
      onClose={onClose}
      data-testid="ratings-dialog"
      title={t('serviceScoreUi.ratingsTitle', { name: serviceName })}
    >
      <Modal.Content scrolling>
        <Table compact celled unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('serviceScoreUi.rater')}</Table.HeaderCell>
              <Table.HeaderCell>{t('serviceScoreUi.ratingScore')}</Table.HeaderCell>
              <Table.HeaderCell>{t('serviceScoreUi.comment')}</Table.HeaderCell>
              <Table.HeaderCell>{t('serviceScoreUi.ratedAt')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={4} textAlign="center">
                  {loading ? <Loader active inline size="small" /> : t('serviceScoreUi.empty')}
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map((r) => (
              <Table.Row key={r.personId} data-testid={`rating-row-${r.personId}`}>
                <Table.Cell>
                  {r.name}
                  {r.account && ` (${r.account})`}
                </Table.Cell>
                <Table.Cell>
                  <Rating disabled icon="star" rating={r.score} maxRating={5} />
                </Table.Cell>
                <Table.Cell>{r.comment}</Table.Cell>
                <Table.Cell>{showTime(r.ratedAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <PagerControls total={total} pageIndex={pageIndex} pageSize={pageSize} disabled={loading} onPageChange={onPage} onSizeChange={() => undefined} />
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onClose} data-testid="ratings-close">
          {t('serviceScoreUi.close')}
        </Button>
      </Modal.Actions>
    </ModalDialog>
  );
}
