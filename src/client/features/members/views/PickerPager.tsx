// The footer of a picker's table: total, page sizes (10, 20, 30, 40: document 000 §9, document
// 001 §9; the list widget's pager offers 100 as well), previous, pages, next. Dumb: it reports
// the page or size picked. Test ids from `testId`: `<testId>-total`, `<testId>-page-size`,
// `<testId>-prev`, `<testId>-next`, `<testId>-page-<n>`.
import { Dropdown, Menu } from 'semantic-ui-react';
import { PICKER_PAGE_SIZES } from '../../../../shared/members/constants';
import { useT } from '../../../i18n';
import { pageCountOf } from '../../../widgets/pagedTable/pagedQuery';
import { pagerItems } from '../../../widgets/pagedTable/pagerItems';

export interface PickerPagerProps {
  testId: string;
  total: number;
  pageIndex: number;
  pageSize: number;
  disabled?: boolean;
  onPageChange: (pageIndex: number) => void;
  onSizeChange: (pageSize: number) => void;
}

export function PickerPager({ testId, total, pageIndex, pageSize, disabled, onPageChange, onSizeChange }: PickerPagerProps) {
  const t = useT();
  const pageCount = pageCountOf(total, pageSize);
  const goTo = (page: number) => {
    if (!disabled && page >= 1 && page <= pageCount && page !== pageIndex) onPageChange(page);
  };
  const sizes = PICKER_PAGE_SIZES.map((size) => ({ key: size, value: size, text: t('common.perPage', { size }) }));
  return (
    <div className="paged-table-pager">
      <span className="paged-table-total" data-testid={`${testId}-total`}>
        {t('common.total', { total })}
      </span>
      <Dropdown
        selection
        compact
        upward
        disabled={disabled}
        data-testid={`${testId}-page-size`}
        aria-label={t('common.pageSize')}
        options={sizes}
        value={pageSize}
        onChange={(_e, data) => onSizeChange(Number(data.value))}
      />
      <Menu pagination size="mini">
        <Menu.Item
          data-testid={`${testId}-prev`}
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
              data-testid={`${testId}-page-${item.page}`}
              active={item.page === pageIndex}
              content={item.page}
              onClick={() => goTo(item.page)}
            />
          ),
        )}
        <Menu.Item
          data-testid={`${testId}-next`}
          role="button"
          aria-label={t('common.next')}
          aria-disabled={disabled || pageIndex >= pageCount}
          icon="angle right"
          disabled={disabled || pageIndex >= pageCount}
          onClick={() => goTo(pageIndex + 1)}
        />
      </Menu>
    </div>
  );
}
