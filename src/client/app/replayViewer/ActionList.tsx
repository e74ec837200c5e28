// The replayed actions beside the screen: one row per step (0: the state the log starts from),
// the step shown marked. A click shows that step; in the list, ↑ ↓ Home End PageUp PageDown step
// through it (a listbox: the keys of a list of options).
import { KeyboardEvent, useEffect, useRef } from 'react';
import type { T } from '../../i18n';

export interface ActionListProps {
  /** the action type of each step after the first (step 0 is the committed state) */
  types: readonly string[];
  current: number;
  onJump: (index: number) => void;
  t: T;
}

const PAGE = 10;

export default function ActionList({ types, current, onJump, t }: ActionListProps) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector(`[data-step="${current}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  const last = types.length;
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowUp: current - 1, ArrowDown: current + 1, Home: 0, End: last, PageUp: current - PAGE, PageDown: current + PAGE }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onJump(Math.max(0, Math.min(last, to)));
  };
  const row = (index: number, label: string) => (
    <li
      key={index}
      id={`replay-step-${index}`}
      data-step={index}
      role="option"
      aria-selected={index === current}
      className={index === current ? 'replay-action replay-current' : index > current ? 'replay-action replay-future' : 'replay-action'}
      onClick={() => onJump(index)}
    >
      <span className="replay-index">{index}</span> {label}
    </li>
  );
  return (
    <ol
      ref={list}
      className="replay-actions"
      data-testid="replay-actions"
      role="listbox"
      tabIndex={0}
      aria-label={t('replay.actions')}
      aria-activedescendant={`replay-step-${current}`}
      onKeyDown={onKeyDown}
    >
      {row(0, t('replay.initial'))}
      {types.map((type, i) => row(i + 1, type))}
    </ol>
  );
}
