// What the slides' carousel preview shows, derived from the list rows already in the store: the
// rows of the chosen placement (the preview's own choice, else the list's placement filter, else
// the first placement) that are enabled and not yet over, in their dragged order, each with its
// window's state at the preview's clock; the expired ones are counted, not shown.
import { createSelector } from '@reduxjs/toolkit';
import type { ResourceRow } from '../../../../shared/resources';
import { FILE_ID, fileUrl } from '../../../../shared/resources/files';
import { SLIDE_PLACEMENTS } from '../../../../shared/slides/api';
import { slideWindowState, SlideWindowState } from '../../../../shared/slides/window';
import { selectExtras } from '../extrasSelectors';
import type { PreviewState, ResourceExtrasState } from '../extrasState';
import type { FieldValues } from '../resourceState';
import { resourceSelectors, StateWithResources } from '../resourcesSelectors';

export interface PreviewSlide {
  id: number;
  title: string;
  /** null when the row holds no picture */
  imageUrl: string | null;
  linkUrl: string | null;
  state: SlideWindowState;
}

export interface SlidesPreview {
  placement: string;
  slides: PreviewSlide[];
  /** the slide shown, within slides (0 when there is none) */
  index: number;
  /** enabled slides of the placement whose window is over */
  expired: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const order = (r: ResourceRow): number => (typeof r.sort === 'number' ? r.sort : Number.MAX_SAFE_INTEGER);

export function slidesPreviewOf(rows: ResourceRow[], preview: PreviewState, filters: FieldValues): SlidesPreview {
  const placement = text(preview.placement) ?? text(filters.placement) ?? SLIDE_PLACEMENTS[0];
  const candidates = rows
    .filter((r) => r.placement === placement && r.enabled === true)
    .sort((a, b) => order(a) - order(b) || a.id - b.id)
    .map((r) => ({
      id: r.id,
      title: text(r.title) ?? '',
      imageUrl: typeof r.image === 'string' && FILE_ID.test(r.image) ? fileUrl(r.image) : null,
      linkUrl: text(r.linkUrl),
      state: slideWindowState(text(r.startsAt), text(r.endsAt), preview.now),
    }));
  const slides = candidates.filter((s) => s.state !== 'expired');
  const n = slides.length;
  return { placement, slides, index: n === 0 ? 0 : ((preview.index % n) + n) % n, expired: candidates.length - n };
}

type State = StateWithResources & { resourceExtras?: ResourceExtrasState };

const made = new Map<string, (state: State) => SlidesPreview>();

/** The carousel of collection `key`, memoized per key. */
export function selectSlidesPreview(key: string): (state: State) => SlidesPreview {
  let selector = made.get(key);
  if (!selector) {
    const { selectRows, selectResource } = resourceSelectors(key);
    selector = createSelector([selectRows, (s: State) => selectExtras(key)(s).preview, (s: State) => selectResource(s).filters], slidesPreviewOf);
    made.set(key, selector);
  }
  return selector;
}
