// Closing the picker or signing out cancels its saga (STYLE.md #7): the page under way is
// abandoned, no watcher is left behind (a later event causes no call), and the session ends in
// `members/pickerCancelled`. While the add is out the picker cannot be closed.
import {
  allSelected,
  closed,
  confirmClicked,
  membersAdded,
  pageChanged,
  pickerCancelled,
  rowToggled,
  selectAllClicked,
} from '../../../../src/client/features/memberPicker/pickerSlice';
import { initialPickerState } from '../../../../src/client/features/memberPicker/state';
import { signedOut, signOutRequested } from '../../../../src/client/features/session/sessionSlice';
import { MEMBER_PATHS } from '../../../../src/shared/members/api';
import { drive, ok, pageOf, pending, pickerSession, ROLE, students } from './fixtures';
import { elapse } from '../../sagaClock';

const STUDENTS = students(35);
const list = (body: { pageIndex: number; pageSize: number }) => pageOf(STUDENTS, body);

describe('member picker: closing and signing out cancel the saga', () => {
  it('closing while the first page loads: the session ends, and later events call nothing', async () => {
    const { api, saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: pending }, { target: ROLE, kind: 'STUDENT' });
    const { storeState } = await drive<{ storeState: { members: unknown } }>(saga.put(pickerCancelled()), [
      10,
      closed(),
      5,
      pageChanged({ pageIndex: 2 }),
      selectAllClicked(),
    ]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)).toHaveLength(1);
    expect(storeState.members).toEqual(initialPickerState);
  });

  it('closing while select all fixes its total: nothing gets selected and the session ends', async () => {
    let calls = 0;
    const answer = (body: { pageIndex: number; pageSize: number }) => (calls++ === 0 ? list(body) : pending());
    const { api, saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: answer }, { target: ROLE, kind: 'STUDENT' });
    await drive(saga.put(pickerCancelled()).not.put.actionType(allSelected.type), [10, selectAllClicked(), 10, closed()]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)).toHaveLength(2);
  });

  it("signing out while the picker is open ends the session; the picker's state is gone", async () => {
    const { api, saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: list }, { target: ROLE, kind: 'STUDENT' });
    const { storeState } = await drive<{ storeState: { members: unknown } }>(saga.put(pickerCancelled()), [
      10,
      rowToggled({ id: 2, selected: true }),
      signOutRequested(),
      5,
      pageChanged({ pageIndex: 2 }),
    ]);
    expect(api.callsTo(MEMBER_PATHS.permNotinStudentList)).toHaveLength(1);
    expect(storeState.members).toEqual(initialPickerState);
  });

  it('a session that ended (signed out, e.g. expired) ends the picker too', async () => {
    const { saga } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: list }, { target: ROLE, kind: 'STUDENT' });
    const { storeState } = await drive<{ storeState: { members: unknown } }>(saga.put(pickerCancelled()), [10, signedOut({ reason: 'expired' })]);
    expect(storeState.members).toEqual(initialPickerState);
  });

  it('while the add is out, close is ignored: the add decides, and the picker closes as added', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const add = () =>
      new Promise((resolve) => {
        finish = resolve;
      });
    const { api, saga, shown } = pickerSession({ [MEMBER_PATHS.permNotinStudentList]: list, [MEMBER_PATHS.permAdd]: add }, { target: ROLE, kind: 'STUDENT' });
    const run = drive(saga.put(membersAdded({ target: ROLE, kind: 'STUDENT', added: 1, skipped: 0 })).not.put(pickerCancelled()), [
      10,
      rowToggled({ id: 2, selected: true }),
      confirmClicked(),
      5,
      closed(),
      5,
    ]);
    await elapse(30);
    expect(shown().members.status).toBe('adding');
    finish(ok({ added: 1, skipped: 0 }));
    await run;
    expect(api.callsTo(MEMBER_PATHS.permAdd)).toHaveLength(1);
    expect(shown().members.status).toBe('closed');
  });
});
