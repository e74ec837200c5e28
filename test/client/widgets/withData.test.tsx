// A message quoting the school's data marks the data (data-user-content) and keeps the
// catalogue's words around it, in either language's order.
import { render } from '@testing-library/react';
import { translate } from '../../../src/shared/i18n';
import { DATA_MARK, WithData } from '../../../src/client/widgets/withData/WithData';

it('puts the data where the message names it, marked, in both languages', () => {
  for (const [locale, expected] of [
    ['zh-CN', '“学生”的预置服务'],
    ['en', 'Preset services of "学生"'],
  ] as const) {
    const { container, unmount } = render(<WithData text={translate(locale, 'presetsUi.roleTitle', { name: DATA_MARK })} data="学生" />);
    expect(container.textContent).toBe(expected);
    expect([...container.querySelectorAll('[data-user-content]')].map((e) => e.textContent)).toEqual(['学生']);
    unmount();
  }
});
