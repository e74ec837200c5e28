// Selectors of the document screens. Each document slot gets its own memoized set (made once and
// kept), so `useSelector(selectBar(key, identity))` returns the same object until its inputs change.
import { createSelector } from 'reselect';
import type { FieldChange } from '../../../shared/documents/types';
import { documentByKey } from '../../../shared/documents';
import { diffContent } from '../../../shared/documents/diff';
import { DocumentEntry, DocumentsState, initialEntry, slotOf } from './documentState';

export interface StateWithDocuments {
  documents?: DocumentsState;
}

/** What the bar above the form shows. */
export interface BarState {
  publishedVersion: number | null;
  version: number;
  hasDraft: boolean;
  dirty: boolean;
  busy: boolean;
  canSave: boolean;
  canPublish: boolean;
  /** "Discard draft": unsaved edits, or a saved draft over a published version */
  canDiscard: boolean;
}

function makeSelectors(key: string, identity: string | null) {
  const slot = slotOf(key, identity);
  const NEVER_OPENED: DocumentEntry = Object.freeze(initialEntry(key, identity)) as DocumentEntry;
  const selectEntry = (state: StateWithDocuments): DocumentEntry => state.documents?.[slot] ?? NEVER_OPENED;
  const selectBase = (state: StateWithDocuments) => selectEntry(state).base;
  const selectValues = (state: StateWithDocuments) => selectEntry(state).values;
  const selectStatus = (state: StateWithDocuments) => selectEntry(state).status;
  const selectDirty = (state: StateWithDocuments) => selectEntry(state).dirty;
  return {
    selectEntry,
    selectValues,
    selectStatus,
    selectErrors: (state: StateWithDocuments) => selectEntry(state).errors,
    selectHistory: (state: StateWithDocuments) => selectEntry(state).history,
    selectDiff: (state: StateWithDocuments) => selectEntry(state).diff,
    selectRestore: (state: StateWithDocuments) => selectEntry(state).restore,
    selectConflict: (state: StateWithDocuments) => selectEntry(state).conflict,
    selectSample: (state: StateWithDocuments) => selectEntry(state).sample,
    selectBar: createSelector([selectBase, selectStatus, selectDirty], (base, status, dirty): BarState => {
      const busy = status === 'saving' || status === 'publishing' || status === 'restoring';
      return {
        publishedVersion: base?.publishedVersion ?? null,
        version: base?.version ?? 0,
        hasDraft: base?.hasDraft ?? false,
        dirty,
        busy,
        canSave: status === 'ready' && dirty,
        canPublish: status === 'ready' && base !== null && (dirty || base.hasDraft),
        canDiscard: status === 'ready' && base !== null && (dirty || (base.hasDraft && base.publishedVersion !== null)),
      };
    }),
    /** the administrator's own edits: from the base's content to the form */
    selectMyChanges: createSelector([selectBase, selectValues], (base, values): FieldChange[] => {
      const def = documentByKey(key);
      return def && base ? diffContent(def.fields, base.content ?? {}, values) : [];
    }),
    /** what the preview shows: the base's extra keys (e.g. an image's link) under the form's values */
    selectUploads: (state: StateWithDocuments) => selectEntry(state).uploads,
    /** image field -> the link that shows it: a new upload's, else the base's `<field>Url` */
    selectImageLinks: createSelector([selectBase, (s: StateWithDocuments) => selectEntry(s).previews], (base, previews): Record<string, string> => {
      const links: Record<string, string> = {};
      for (const [k, v] of Object.entries(base?.content ?? {})) if (k.endsWith('Url') && typeof v === 'string') links[k.slice(0, -3)] = v;
      return { ...links, ...previews };
    }),
    /** what the preview shows: the form's values, with each image's link as `<field>Url` */
    selectPreviewContent: createSelector(
      [selectBase, selectValues, (s: StateWithDocuments) => selectEntry(s).previews],
      (base, values, previews): Record<string, unknown> => {
        const content: Record<string, unknown> = { ...(base?.content ?? {}), ...values };
        for (const [name, url] of Object.entries(previews)) content[`${name}Url`] = url;
        return content;
      },
    ),
  };
}

export type DocumentSelectors = ReturnType<typeof makeSelectors>;
const made = new Map<string, DocumentSelectors>();

export function documentSelectors(key: string, identity: string | null): DocumentSelectors {
  const slot = slotOf(key, identity);
  let selectors = made.get(slot);
  if (!selectors) {
    selectors = makeSelectors(key, identity);
    made.set(slot, selectors);
  }
  return selectors;
}

export const selectDocumentEntry = (key: string, identity: string | null) => documentSelectors(key, identity).selectEntry;
