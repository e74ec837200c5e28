// What each item's outcome means, said to the app in the caller's language (`reason`, the
// catalogue's alumniApp.outcome.*), for every outcome but the plain ones (SHOWN, MASKED, DONE):
// why an item was not written (an unknown author, a forbidden user, the circle closed, an author
// outside the groups that may post, too many images) or what waits on it (held for review,
// blocked). The intake keeps what a reason names on the item (`params`); the answer sent names
// only index, id, outcome and reason.
import type { AlumniBatchAnswer, ItemOutcome } from '../../../shared/alumni/posts';
import { alumniMoments } from '../../../shared/documents/alumniMoments/definition';
import type { Translate } from '../../types';

export interface ReasonParams {
  /** images sent (TOO_MANY_IMAGES) */
  count?: number;
  /** images a post may carry (TOO_MANY_IMAGES) */
  max?: number;
  /** the groups that may post (NOT_ALLOWED): option values of alumniMoments.posterGroups */
  groups?: readonly string[];
}

export interface IntakeItem {
  index: number;
  id?: number;
  outcome: ItemOutcome;
  params?: ReasonParams;
}

export type IntakeAnswer = Omit<AlumniBatchAnswer, 'items'> & { items: IntakeItem[] };

const PLAIN: ReadonlySet<ItemOutcome> = new Set<ItemOutcome>(['SHOWN', 'MASKED', 'DONE']);

const groupLabels = new Map(
  (() => {
    const options = alumniMoments.fields.find((f) => f.name === 'posterGroups')?.options;
    return options?.kind === 'static' ? options.items.map((o) => [String(o.value), o.label] as const) : [];
  })(),
);

function reasonOf(item: IntakeItem, t: Translate): string {
  const p = item.params ?? {};
  const groups = (p.groups ?? []).map((g) => (groupLabels.has(g) ? t(groupLabels.get(g)!) : g));
  return t(`alumniApp.outcome.${item.outcome}`, {
    count: p.count ?? 0,
    max: p.max ?? 0,
    groups: groups.length > 0 ? groups.join(t('alumniApp.outcome.groupSeparator')) : t('alumniApp.outcome.noGroups'),
  });
}

/** The answer as sent: each item's reason added unless its outcome is plain. */
export function explainOutcomes(answer: IntakeAnswer, t: Translate): AlumniBatchAnswer {
  // a batch's reasons are mostly the same few texts: each made once
  const made = new Map<string, string>();
  const reason = (i: IntakeItem) => {
    const key = `${i.outcome}\n${JSON.stringify(i.params ?? {})}`;
    let text = made.get(key);
    if (text === undefined) made.set(key, (text = reasonOf(i, t)));
    return text;
  };
  return {
    ...answer,
    items: answer.items.map((i) => {
      const sent: AlumniBatchAnswer['items'][number] = { index: i.index, outcome: i.outcome };
      if (i.id !== undefined) sent.id = i.id;
      if (!PLAIN.has(i.outcome)) sent.reason = reason(i);
      return sent;
    }),
  };
}
