// The ties dialog of a card column: roles offered with the identity classes they come from (in the
// language shown), the owner shown by name while not among the search's answers, the owner's
// search handed up as typed, a cleared select sent as null, and save and cancel.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../widgets/renderWithStore';
import '../../../../src/shared/i18n';
import { tFor } from '../../../../src/client/i18n';
import ColumnLinksDialog from '../../../../src/client/features/serviceCards/views/ColumnLinksDialog';
import { EMPTY_LINK_OPTIONS } from '../../../../src/client/features/serviceCards/state';
import { NO_LINKS } from '../../../../src/shared/serviceCards/columnLinks';

const options = {
  ...EMPTY_LINK_OPTIONS,
  flowTypes: [{ flowKey: 'leave', name: '请假', category: 'studentAffairs' }],
  busTypes: [{ id: 2, name: '教务服务' }],
  services: [{ id: 11, name: '成绩查询', url: 'https://x', typeName: '教务服务' }],
};
const roleChoices = [{ id: 3, name: '辅导员', classes: ['serviceCardsUi.roleClass.TEACHER', 'serviceCardsUi.roleClass.STUDENT'] }];

function renderDialog(locale: 'zh-CN' | 'en', links = NO_LINKS, ownerName: string | null = null) {
  const handlers = { onEdit: jest.fn(), onTeacherSearch: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  // its save is a WriteButton, which asks the session's rights from the store
  renderWithStore(
    <ColumnLinksDialog
      t={tFor(locale)}
      label="标题"
      draft={{ columnId: 1, links, ownerName }}
      options={options}
      roleChoices={roleChoices}
      teachers={[{ id: 40, name: '王老师', workNo: 'T001', unitName: '数学学院' }]}
      teachersLoading={false}
      writing={false}
      {...handlers}
    />,
  );
  return handlers;
}

describe('ColumnLinksDialog', () => {
  it('offers each role once with the classes it is offered under, in English too', () => {
    renderDialog('en');
    expect(screen.getByText('Ties of the column "标题"')).toBeTruthy();
    const roles = screen.getByTestId('service-card-link-roles');
    expect(within(roles).getByText('Staff roles、Student roles')).toBeTruthy();
    expect(within(roles).getByText('None chosen: every role sees it')).toBeTruthy();
  });

  it('shows a stored owner by name though the search has not found them, and hands the search up', () => {
    const h = renderDialog('zh-CN', { ...NO_LINKS, ownerId: 77 }, '李老师');
    const owner = screen.getByTestId('service-card-link-owner');
    expect(within(owner).getAllByText('李老师').length).toBeGreaterThan(0);
    fireEvent.change(owner.querySelector('input.search')!, { target: { value: '王' } });
    expect(h.onTeacherSearch).toHaveBeenCalledWith('王');
  });

  it('picking a flow hands up its key; picking an owner hands up id and name; save and cancel', () => {
    const h = renderDialog('zh-CN');
    fireEvent.click(within(screen.getByTestId('service-card-link-flow')).getByText('请假'));
    expect(h.onEdit).toHaveBeenCalledWith({ flowKey: 'leave' });
    fireEvent.click(within(screen.getByTestId('service-card-link-owner')).getByText('王老师'));
    expect(h.onEdit).toHaveBeenCalledWith({ ownerId: 40, ownerName: '王老师' });
    fireEvent.click(screen.getByTestId('service-card-links-save'));
    expect(h.onSave).toHaveBeenCalled();
    fireEvent.click(screen.getByText('取消'));
    expect(h.onCancel).toHaveBeenCalled();
  });

  it('clearing a chosen business type hands up null', () => {
    const h = renderDialog('zh-CN', { ...NO_LINKS, busTypeId: 2 });
    const bus = screen.getByTestId('service-card-link-bus');
    fireEvent.click(bus.querySelector('i.clear')!);
    expect(h.onEdit).toHaveBeenCalledWith({ busTypeId: null });
  });
});
