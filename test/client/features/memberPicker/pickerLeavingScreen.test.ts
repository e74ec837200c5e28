// Leaving the screen ends the member picker's session as closing does (issue 17 part 1): a
// route/changed to another pathname cancels its saga, also while the add is out (when closing is
// refused), the session ends in `members/pickerCancelled` and the picker reads closed. A change
// of the search alone ends nothing.
import { confirmClicked, membersAdded, pageChanged, pickerCancelled, rowToggled } from '../../../../src/client/features/memberPicker/pickerSlice';
import { initialPickerState } from '../../../../src/client/features/memberPicker/state';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { leftScreen, navigated } from '../route/fixtures';
import { drive, pageOf, pending, pickerSession, ROLE, students } from './fixtures';

const STUDENTS = students(35);
const list = (body: { pageIndex: number; pageSize: number }) => pageOf(STUDENTS, body);
const opening = { target: ROLE, kind: 'STUDENT' as const };

describe('member picker: leaving the screen ends it', () => {
  it('Back while the first page loads: the session ends, later events call nothing, the picker is closed', async () => {
    const { api, saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: pending }, opening);
    const { storeState } = await drive<{ storeState: { members: unknown } }>(saga.put(pickerCancelled()), [
      10,
      leftScreen('/roleManage'),
      5,
      pageChanged({ pageIndex: 2 }),
    ]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)).toHaveLength(1);
    expect(storeState.members).toEqual(initialPickerState);
  });

  it('Back while the add is out (where closing is refused): the session ends and nothing is reported added', async () => {
    const { api, saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: list, [MEMBER_PATHS.permAdd]: pending }, opening);
    const { storeState } = await drive<{ storeState: { members: unknown } }>(saga.put(pickerCancelled()).not.put.actionType(membersAdded.type), [
      10,
      rowToggled({ id: 2, selected: true }),
      confirmClicked(),
      5,
      leftScreen('/roleManage'),
    ]);
    expect(api.callsTo(MEMBER_PATHS.permAdd)).toHaveLength(1);
    expect(storeState.members).toEqual(initialPickerState);
  });

  it('a new search on the same screen (same pathname) leaves the picker open and listening', async () => {
    const { api, saga, shown } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: list }, opening);
    await drive(saga, [10, navigated('/roleManage?tab=2', '/roleManage'), 5, pageChanged({ pageIndex: 2 }), 10]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)).toHaveLength(2);
    expect(shown().members.status).toBe('open');
  });
});
