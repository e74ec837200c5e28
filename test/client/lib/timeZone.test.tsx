// The console's time zone (src/client/lib/timeZone.ts): every helper reads the tenant's zone, not
// the browser's; an unknown name falls back to the default; a component using the zone is drawn
// again when it changes (the shell keys the open screen by it).
import { act, render, screen } from '@testing-library/react';
import { DATE_MINUTES } from '../../../src/shared/dateTime';
import { consoleTimeZone, setConsoleTimeZone, showDate, showTime, todayHere, useConsoleTimeZone } from '../../../src/client/lib/timeZone';

const MOMENT = '2026-10-31T19:04:05.000Z';

afterEach(() => setConsoleTimeZone('Asia/Shanghai'));

it('shows times in the console zone, Asia/Shanghai until the tenant says otherwise', () => {
  expect(consoleTimeZone()).toBe('Asia/Shanghai');
  expect(showTime(MOMENT)).toBe('2026-11-01 03:04:05');
  expect(showTime(null, DATE_MINUTES, '-')).toBe('-');
  setConsoleTimeZone('America/New_York');
  expect(showTime(MOMENT, DATE_MINUTES)).toBe('2026-10-31 15:04');
  expect(showDate(new Date(MOMENT))).toBe('2026-10-31 15:04:05');
  expect(todayHere(Date.parse(MOMENT))).toBe('2026-10-31');
});

it('reads a name it does not know, or none, as the default zone', () => {
  setConsoleTimeZone('Asia/Tokyo');
  setConsoleTimeZone('Mars/Olympus');
  expect(consoleTimeZone()).toBe('Asia/Shanghai');
  setConsoleTimeZone('Asia/Tokyo');
  setConsoleTimeZone(undefined);
  expect(consoleTimeZone()).toBe('Asia/Shanghai');
});

it('draws a component using the zone again when the zone changes', () => {
  function When() {
    const zone = useConsoleTimeZone();
    return <span data-testid="when">{`${zone} ${showTime(MOMENT)}`}</span>;
  }
  render(<When />);
  expect(screen.getByTestId('when')).toHaveTextContent('Asia/Shanghai 2026-11-01 03:04:05');
  act(() => setConsoleTimeZone('Asia/Tokyo'));
  expect(screen.getByTestId('when')).toHaveTextContent('Asia/Tokyo 2026-11-01 04:04:05');
});
