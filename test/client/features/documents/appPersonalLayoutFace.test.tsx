// The apps' "我的" page in the preview frame: the enabled groups and entries only, in their order,
// each identity seeing the entries shown to it (none chosen: everyone); the header's identity
// line and masked number when shown; the bottom items in the app's order.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createFrameBridge } from '../../../../src/client/frame/frameBridge';
import PreviewPage from '../../../../src/client/features/documents/preview/PreviewPage';
import { PREVIEW_API } from '../../../../src/client/features/documents/preview/previewProtocol';
import { appPersonalLayout } from '../../../../src/shared/documents/appPersonalLayout/definition';

const origin = window.location.origin;

function showDraft(content: Record<string, unknown>, locale = 'zh-CN') {
  const parent = { postMessage: jest.fn() } as unknown as Window;
  render(<PreviewPage bridge={createFrameBridge({ self: window, parent })} />);
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { webApiId: 'd1', apiName: PREVIEW_API.draft, webApiType: 'passive', data: { face: 'appPersonalLayout', locale, content } },
        origin,
        source: parent,
      }),
    );
  });
}

const entry = (name: string, group: string, order: number, more: Record<string, unknown> = {}) => ({
  name,
  icon: null,
  badge: null,
  page: 'profile',
  url: null,
  group,
  order,
  enabled: true,
  showFor: [],
  ...more,
});

const content = {
  ...appPersonalLayout.defaults,
  groups: [
    { key: 'affairs', title: '办事服务', order: 20, enabled: true },
    { key: 'hidden', title: '隐藏分组', order: 5, enabled: false },
    { key: 'study', title: '学习', order: 10, enabled: true },
    { key: 'teaching', title: '教学科研', order: 15, enabled: true },
  ],
  entries: [
    entry('我的收藏', 'affairs', 3),
    entry('我的待办', 'affairs', 1, { badge: '3' }),
    entry('旧版办事', 'affairs', 2, { enabled: false }),
    entry('不显示的', 'hidden', 1),
    entry('我的课表', 'study', 2, { showFor: ['STUDENT', 'GRADUATE_STUDENT'] }),
    entry('图书借阅', 'study', 1),
    entry('教学任务', 'teaching', 1, { showFor: ['TEACHER'] }),
  ],
  bottomItems: ['signOut', 'settings'],
};

const groupsShown = () => screen.getAllByTestId(/^preview-pc-group-/).map((el) => el.getAttribute('data-testid')?.replace('preview-pc-group-', ''));
const entriesOf = (group: string) =>
  within(screen.getByTestId(`preview-pc-group-${group}`))
    .getAllByTestId('preview-pc-entry')
    .map((el) => el.textContent);

it('shows only the enabled groups and entries, in their order, with badges', () => {
  showDraft(content);
  expect(groupsShown()).toEqual(['study', 'affairs']);
  expect(entriesOf('study')).toEqual(['图书借阅', '我的课表']);
  expect(entriesOf('affairs')).toEqual(['3我的待办', '我的收藏']);
  expect(screen.queryByText('旧版办事')).toBeNull();
  expect(screen.queryByText('不显示的')).toBeNull();
  expect(screen.queryByText('隐藏分组')).toBeNull();
  // the bottom items in the app's order, whatever the order chosen
  expect(
    within(screen.getByTestId('preview-pc-bottom'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['设置', '退出登录']);
});

it('shows each identity the entries shown to it, and a group with none is left out', () => {
  showDraft(content);
  fireEvent.click(screen.getByTestId('preview-pc-as-TEACHER'));
  expect(groupsShown()).toEqual(['study', 'teaching', 'affairs']);
  expect(entriesOf('study')).toEqual(['图书借阅']);
  expect(entriesOf('teaching')).toEqual(['教学任务']);
  fireEvent.click(screen.getByTestId('preview-pc-as-NEW_STUDENT'));
  expect(groupsShown()).toEqual(['study', 'affairs']);
  expect(entriesOf('study')).toEqual(['图书借阅']);
});

it('shows the identity and the masked number only when chosen, in English', () => {
  showDraft({ ...content, showIdentity: false, showNumber: false }, 'en');
  expect(screen.getByTestId('preview-pc-name')).toHaveTextContent('王明');
  expect(screen.queryByTestId('preview-pc-identity')).toBeNull();
  expect(screen.queryByTestId('preview-pc-number')).toBeNull();
  expect(screen.getByTestId('preview-pc-bottom')).toHaveTextContent('SettingsSign out');
});

it('shows the identity line and the masked student number', () => {
  showDraft({ ...content, showIdentity: true, showNumber: true });
  expect(screen.getByTestId('preview-pc-identity')).toHaveTextContent('本专科生 · 机械工程学院');
  expect(screen.getByTestId('preview-pc-number')).toHaveTextContent('学号 202***0215');
  expect(screen.getByTestId('preview-pc-number')).not.toHaveTextContent('2023010215');
});
