// The paged-table widget: the view and the paging rules and list helper every list shares.
export { default as PagedTable } from './PagedTable';
export { default as PagerControls, PickerPager } from './PagerControls';
export type { PagedTableColumn, PagedTableProps, RowId, RowSelection } from './PagedTable';
export * from './pagedQuery';
