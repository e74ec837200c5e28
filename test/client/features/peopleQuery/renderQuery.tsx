// The students' list under the real store and saga with a fake api, for the query dialogs'
// tests, and the gestures they need (semantic-ui dropdowns picked by their text).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PeopleScreen from '../../../../src/client/features/people/PeopleScreen';
import type { Identity } from '../../../../src/shared/domain/people';
import type { PersonRow } from '../../../../src/shared/people/api';
import { fakeApi, page, STUDENT_LIST, studentRow } from '../people/fixtures';
import { renderWithStore } from '../people/renderPeople';

export interface OpenListOptions {
  identity?: Identity;
  url?: string;
  rows?: PersonRow[];
  /** what the list says it holds (over 40 gives more pages) */
  total?: number;
}

export function openList({
  identity = 'STUDENT',
  url = STUDENT_LIST,
  rows = [studentRow(2, '王芳'), studentRow(1, '李娜')],
  total = rows.length,
}: OpenListOptions = {}) {
  const fake = fakeApi({ [url]: () => page(rows, total) });
  const rendered = renderWithStore(<PeopleScreen identity={identity} />, fake.api);
  /** the body of the last list call */
  const lastList = () => fake.callsTo(url).at(-1)?.data as Record<string, unknown> | undefined;
  return { ...fake, ...rendered, lastList };
}

/** Picks an option of a semantic-ui Dropdown by its text. */
export async function pick(testId: string, text: string) {
  const dropdown = screen.getByTestId(testId);
  await userEvent.click(dropdown);
  await userEvent.click(within(dropdown).getByRole('option', { name: text }));
}

/** The texts of a Dropdown's options, and which are disabled. */
export function optionsOf(testId: string) {
  return within(screen.getByTestId(testId))
    .queryAllByRole('option')
    .map((o) => ({ text: o.textContent, disabled: o.getAttribute('aria-disabled') === 'true' }));
}

/** The header texts of the list's table, in order (the row-selection column has none). */
export const headers = () =>
  within(screen.getByTestId('paged-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter(Boolean);
