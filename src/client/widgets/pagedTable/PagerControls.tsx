// The paged table's footer, in the order of document 002 §2: total, sizes, previous, pager,
// next, jumper. Dumb: it reports the page or size the user picked; the owner decides.
import { KeyboardEvent, useState } from 'react';
import { Dropdown, Input, Menu } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { PAGE_SIZES, pageCountOf } from './pagedQuery';
import { pagerItems } from './pagerItems';

export interface PagerControlsProps {
  total: number;
  /** no answer yet (the first read, or a new search with no rows on show): the total says it is
   *  loading instead of 0 */
  pending?: boolean;
  /** the total stopped counting there (a large log): shown as "more than" */
  capped?: boolean;
  pageIndex: number;
  pageSize: number;
  disabled?: boolean;
  onPageChange: (pageIndex: number) => void;
  onSizeChange: (pageSize: number) => void;
}

export default function PagerControls({ total, pending, capped, pageIndex, pageSize, disabled, onPageChange, onSizeChange }: PagerControlsProps) {
  const t = useT();
  const pageCount = pageCountOf(total, pageSize);
  // The jumper's text is only a draft until Enter or leaving the box, so it lives here.
  const [jumpDraft, setJumpDraft] = useState('');
  const goTo = (page: number) => {
    if (!disabled && page >= 1 && page <= pageCount && page !== pageIndex) onPageChange(page);
  };
  const jump = () => {
    const wanted = Math.floor(Number(jumpDraft));
    setJumpDraft('');
    if (jumpDraft.trim() !== '' && Number.isFinite(wanted)) goTo(Math.min(Math.max(1, wanted), pageCount));
  };
  const onJumpKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') jump();
  };
  const sizeOptions = PAGE_SIZES.map((size) => ({ key: size, value: size, text: t('common.perPage', { size }) }));

  return (
    <div className="paged-table-pager" data-testid="pager">
      <span className="paged-table-total" data-testid="pager-total">
        {pending ? t('shell.loading') : t(capped ? 'common.totalCapped' : 'common.total', { total })}
      </span>
      <Dropdown
        selection
        compact
        upward
        disabled={disabled}
        data-testid="pager-sizes"
        aria-label={t('common.pageSize')}
        options={sizeOptions}
        value={pageSize}
        onChange={(_e, data) => onSizeChange(Number(data.value))}
      />
      <Menu pagination size="mini">
        <Menu.Item
          data-testid="pager-prev"
          role="button"
          aria-label={t('common.previous')}
          aria-disabled={disabled || pageIndex <= 1}
          icon="angle left"
          disabled={disabled || pageIndex <= 1}
          onClick={() => goTo(pageIndex - 1)}
        />
        {pagerItems(pageIndex, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <Menu.Item key={`gap-${item.id}`} disabled content="…" />
          ) : (
            <Menu.Item
              key={item.page}
              data-testid={`pager-page-${item.page}`}
              active={item.page === pageIndex}
              content={item.page}
              onClick={() => goTo(item.page)}
            />
          ),
        )}
        <Menu.Item
          data-testid="pager-next"
          role="button"
          aria-label={t('common.next')}
          aria-disabled={disabled || pageIndex >= pageCount}
          icon="angle right"
          disabled={disabled || pageIndex >= pageCount}
          onClick={() => goTo(pageIndex + 1)}
        />
      </Menu>
      <span className="paged-table-jumper">
        {t('common.goTo')}
        <Input
          size="mini"
          type="number"
          min={1}
          max={pageCount}
          disabled={disabled}
          input={{ 'data-testid': 'pager-jumper', 'aria-label': t('common.goTo') }}
          value={jumpDraft}
          onChange={(_e, data) => setJumpDraft(String(data.value))}
          onKeyDown={onJumpKey}
          onBlur={jump}
        />
        {t('common.page')}
      </span>
    </div>
  );
}
