// The advanced-search widget (document 000 §5): one builder row and the operator words, used by
// the people lists' builder (features/peopleQuery) and the monitors' API add (features/monitors).
export { SearchRow } from './AdvancedSearchRow';
export type { SearchRowPart, SearchRowProps } from './AdvancedSearchRow';
export { operatorLabel } from './operatorLabels';
