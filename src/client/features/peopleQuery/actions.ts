// The events of the query dialogs of a people list, named for what the administrator did.
// Every one carries the list's identity; the people slice applies them to that list's query
// (queryReducer.ts) and reads the list again when its search or order changed.
import { createAction } from '@reduxjs/toolkit';
import type { Identity } from '../../../shared/domain/people';
import type { ColumnChoice, StoredQueryChoices } from './state';

type Of<T = object> = { identity: Identity } & T;
const event = <T = object>(name: string) => createAction<Of<T>>(`peopleQuery/${name}`);

/** A people list opened (afresh: a new search on page 1). `choices`: the order and column display
 *  this browser session kept for the list. The people slice's event (its type is people's),
 *  declared beside the query it starts so that what the lists mount (the export, which clears
 *  the list's checked rows) hears it without importing the lists: no feature cycle. */
export const peopleListOpened = createAction<Of<{ choices?: StoredQueryChoices | null }>>('people/screenOpened');

export type AdvancedRowPart = 'join' | 'field' | 'operator' | 'value';
export type OrderRowPart = 'value' | 'order';

// advanced search (document 000 §5)
export const advancedSearchOpened = event('advancedSearchOpened');
export const advancedRowAdded = event('advancedRowAdded');
export const advancedRowRemoved = event<{ index: number }>('advancedRowRemoved');
export const advancedRowChanged = event<{ index: number; part: AdvancedRowPart; value: string }>('advancedRowChanged');
/** confirm: applied (page 1) when every row is complete, else the rows show what is missing */
export const advancedSearchSubmitted = event('advancedSearchSubmitted');
/** the advanced search removed (from the dialog or the list's label) */
export const advancedSearchCleared = event('advancedSearchCleared');

// field display (document 001 §2, §5)
/** `defaults`: the list's columns in their default order and visibility */
export const fieldDisplayOpened = event<{ defaults: ColumnChoice[] }>('fieldDisplayOpened');
export const fieldShowToggled = event<{ key: string }>('fieldShowToggled');
export const fieldMoveUpClicked = event<{ key: string }>('fieldMoveUpClicked');
export const fieldMoveDownClicked = event<{ key: string }>('fieldMoveDownClicked');
/** a row dragged onto another row's place */
export const fieldDropped = event<{ key: string; onto: string }>('fieldDropped');
export const fieldDisplaySubmitted = event('fieldDisplaySubmitted');
export const fieldDisplayReset = event('fieldDisplayReset');

// data order (document 001 §3, §5)
export const dataOrderOpened = event('dataOrderOpened');
export const orderRowAdded = event('orderRowAdded');
export const orderRowRemoved = event<{ index: number }>('orderRowRemoved');
export const orderRowChanged = event<{ index: number; part: OrderRowPart; value: string }>('orderRowChanged');
/** save: applied (page 1) when every row is whole, else the rows show what is missing */
export const dataOrderSubmitted = event('dataOrderSubmitted');
/** back to no order (newest first), applied at once */
export const dataOrderReset = event('dataOrderReset');

/** any of the three dialogs closed without applying it */
export const queryDialogClosed = event('queryDialogClosed');

/** The events after which a list may have to be read again (when its search or order changed). */
export const QUERY_APPLYING_EVENTS = [advancedSearchSubmitted.type, advancedSearchCleared.type, dataOrderSubmitted.type, dataOrderReset.type];

/** The events after which the session's stored order and display are written again. */
export const CHOICE_SAVING_EVENTS = [dataOrderSubmitted.type, dataOrderReset.type, fieldDisplaySubmitted.type, fieldDisplayReset.type];

const PREFIX = 'peopleQuery/';
export const isPeopleQueryEvent = (action: { type: string; payload?: unknown }): action is ReturnType<typeof advancedSearchOpened> =>
  action.type.startsWith(PREFIX) && typeof (action.payload as { identity?: unknown } | undefined)?.identity === 'string';
