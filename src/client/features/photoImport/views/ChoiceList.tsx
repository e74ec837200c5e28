// A list of choosable entries (the mapping dialog's three columns): a listbox whose options are
// picked by click, Enter or Space. Dumb: which entries are selected comes in with them.
import type { KeyboardEvent, ReactNode } from 'react';

export interface ChoiceEntry {
  id: string;
  selected: boolean;
  /** highlighted (a required field left unmatched) */
  flagged?: boolean;
  content: ReactNode;
}

export interface ChoiceListProps {
  label: string;
  entries: ChoiceEntry[];
  multiple?: boolean;
  /** shown when there is no entry */
  emptyText: string;
  /** test ids: `${testId}` for the list, `${testId}-${id}` for an entry */
  testId: string;
  onPick: (id: string) => void;
}

export function ChoiceList({ label, entries, multiple, emptyText, testId, onPick }: ChoiceListProps) {
  const onKey = (id: string) => (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onPick(id);
  };
  return (
    <ul role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className="photo-mapping-list" data-testid={testId}>
      {entries.length === 0 ? <li className="empty">{emptyText}</li> : null}
      {entries.map((e) => (
        <li
          key={e.id}
          role="option"
          tabIndex={0}
          aria-selected={e.selected}
          className={[e.selected && 'selected', e.flagged && 'flagged'].filter(Boolean).join(' ') || undefined}
          onClick={() => onPick(e.id)}
          onKeyDown={onKey(e.id)}
          data-testid={`${testId}-${e.id}`}
        >
          {e.content}
        </li>
      ))}
    </ul>
  );
}
