// A message that quotes the school's data (a name, a title) with the data marked as such: the
// catalogue's words around it, the data in a span with `data-user-content`, so a reader (and the
// browser walk's language check) tells the console's words from what the school wrote.
// Usage: <WithData text={t('presetsUi.roleTitle', { name: DATA_MARK })} data={name} />
import { Fragment } from 'react';

/** the placeholder value to give the message where the data goes */
export const DATA_MARK = '\u0000data\u0000';

export function WithData({ text, data }: { text: string; data: string }) {
  const parts = text.split(DATA_MARK);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <span data-user-content>{data}</span>}
          {part}
        </Fragment>
      ))}
    </>
  );
}
