// The sign-in form's icons are inline drawings, not glyphs of Semantic's icon font: the login
// page must not fetch that 40 KB font (BUDGETS.md: the login page transfers ≤ 250 KB). Each input
// still has its icon in Semantic's icon slot, and the language switch still answers.
import { fireEvent, render, screen } from '@testing-library/react';
import LoginForm from '../../../../src/client/features/session/LoginForm';
import { translate } from '../../../../src/shared/i18n';

const zh = (key: string, params?: Record<string, string | number>) => translate('zh-CN', key, params);

it('draws its icons inline, in the inputs and on the language switch, with no icon-font glyph', () => {
  const onSwitchLanguage = jest.fn();
  const { container } = render(<LoginForm t={zh} title="统一管理平台" busy={false} onSubmit={jest.fn()} onSwitchLanguage={onSwitchLanguage} />);
  const icons = [...container.querySelectorAll('i.icon')];
  expect(icons.map((i) => i.getAttribute('data-icon'))).toEqual(['building', 'user', 'lock', 'language']);
  for (const i of icons) {
    expect(i).toHaveClass('line-icon');
    expect(i.querySelector('svg')).not.toBeNull();
    expect(i).toHaveAttribute('aria-hidden', 'true');
  }
  // each input keeps Semantic's left-icon layout
  for (const id of ['login-tenant', 'login-account', 'login-password']) {
    expect(container.querySelector(`#${id}`)!.closest('.ui.input')).toHaveClass('left', 'icon');
  }
  fireEvent.click(screen.getByRole('button', { name: zh('shell.switchLanguage') }));
  expect(onSwitchLanguage).toHaveBeenCalledTimes(1);
});
