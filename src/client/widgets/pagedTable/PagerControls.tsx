// The one pager of every list, in the order of document 002 §2: total, sizes, previous, pages,
// next, jumper. Dumb: it reports the page or size the user picked; the owner decides. The paged
// table's footer uses the defaults (test ids `pager`, `pager-total`, `pager-sizes`, …); a picker's
// footer (document 000 §9, 001 §9) names its own ids with `testId` (`<testId>-total`,
// `<testId>-page-size`, `<testId>-prev`, `<testId>-next`, `<testId>-page-<n>`), offers
// PICKER_PAGE_SIZES and has no jumper.
import { KeyboardEvent, useState } from 'react';
import { Dropdown, Input, Menu } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { PICKER_PAGE_SIZES } from '../../../shared/paging';
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
  /** a picker's footer: the prefix of its test ids (the paged table's footer has none) */
  testId?: string;
  /** the page sizes offered (the paged table's PAGE_SIZES unless said) */
  sizes?: readonly number[];
  /** the "go to page" box (the paged table's footer has it, a picker's not) */
  jumper?: boolean;
}

export default function PagerControls(props: PagerControlsProps) {
  const { total, pending, capped, pageIndex, pageSize, disabled, onPageChange, onSizeChange } = props;
  const { testId, sizes = PAGE_SIZES, jumper = !testId } = props;
  const id = testId ?? 'pager';
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
  const sizeOptions = sizes.map((size) => ({ key: size, value: size, text: t('common.perPage', { size }) }));

  return (
    <div className="paged-table-pager" data-testid={testId ? undefined : 'pager'}>
      <span className="paged-table-total" data-testid={`${id}-total`}>
        {pending ? t('shell.loading') : t(capped ? 'common.totalCapped' : 'common.total', { total })}
      </span>
      <Dropdown
        selection
        compact
        upward
        disabled={disabled}
        data-testid={testId ? `${testId}-page-size` : 'pager-sizes'}
        aria-label={t('common.pageSize')}
        options={sizeOptions}
        value={pageSize}
        onChange={(_e, data) => onSizeChange(Number(data.value))}
      />
      <Menu pagination size="mini">
        <Menu.Item
          data-testid={`${id}-prev`}
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
              data-testid={`${id}-page-${item.page}`}
              active={item.page === pageIndex}
              content={item.page}
              onClick={() => goTo(item.page)}
            />
          ),
        )}
        <Menu.Item
          data-testid={`${id}-next`}
          role="button"
          aria-label={t('common.next')}
          aria-disabled={disabled || pageIndex >= pageCount}
          icon="angle right"
          disabled={disabled || pageIndex >= pageCount}
          onClick={() => goTo(pageIndex + 1)}
        />
      </Menu>
      {jumper && (
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
      )}
    </div>
  );
}

/** A picker's footer (the member, API and authorisation pickers): its own test ids, the picker's
 *  page sizes, no jumper. */
export function PickerPager(props: Omit<PagerControlsProps, 'pending' | 'capped' | 'sizes' | 'jumper'> & { testId: string }) {
  return <PagerControls {...props} sizes={PICKER_PAGE_SIZES} />;
}
