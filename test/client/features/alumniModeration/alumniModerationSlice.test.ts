// The alumni moderation slice's guards: an answer for another screen is ignored; the block
// dialog refuses OK without a reason and cannot be closed while saving; a decision done reads
// the list again; sign-out forgets everything.
import reducer, * as ev from '../../../../src/client/features/alumniModeration/alumniModerationSlice';
import { selectPostQuery } from '../../../../src/client/features/alumniModeration/selectors';
import { initialAlumniModerationState } from '../../../../src/client/features/alumniModeration/state';
import { signedOut } from '../../../../src/client/features/session';

const run = (...actions: { type: string }[]) => actions.reduce((s, a) => reducer(s, a), initialAlumniModerationState);

it('ignores a list answer for a screen no longer open', () => {
  const s = run(
    ev.opened({ channel: 'ALUMNI', view: 'posts' }),
    ev.opened({ channel: 'PUBLIC', view: 'posts' }),
    ev.listLoaded({ channel: 'ALUMNI', view: 'posts', rows: [], total: 5 }),
  );
  expect(s.list.status).toBe('loading');
  expect(s.channel).toBe('PUBLIC');
});

it('applies the typed filters trimmed, from page 1, and sends only those set', () => {
  const s = run(
    ev.opened({ channel: 'ALUMNI', view: 'posts' }),
    ev.pageChosen({ pageIndex: 3 }),
    ev.draftChanged({ field: 'author', value: ' 张 ' }),
    ev.draftChanged({ field: 'status', value: 'HELD' }),
    ev.filtersApplied(),
  );
  expect(selectPostQuery({ alumniModeration: s })).toEqual({ channel: 'ALUMNI', pageIndex: 1, pageSize: 40, author: '张', status: 'HELD' });
});

it('refuses OK without a reason, and keeps the dialog while saving', () => {
  let s = run(ev.opened({ channel: 'ALUMNI', view: 'posts' }), ev.blockClicked({ postId: 7 }), ev.blockConfirmed());
  expect(s.block).toMatchObject({ saving: false, message: { key: 'alumniPosts.blockReasonRequired' } });
  s = [ev.blockReasonChosen({ reasonId: 2 }), ev.blockConfirmed(), ev.blockCancelled()].reduce(reducer, s);
  expect(s.block).toMatchObject({ saving: true, reasonId: 2 });
  s = reducer(s, ev.blockDone({ message: { text: '已屏蔽' } }));
  expect(s.block).toBeNull();
  expect(s.list.status).toBe('loading');
});

it('forgets the tenant’s posts at sign-out', () => {
  const s = reducer(
    run(ev.opened({ channel: 'ALUMNI', view: 'posts' }), ev.listLoaded({ channel: 'ALUMNI', view: 'posts', rows: [], total: 0 })),
    signedOut({ reason: 'user' }),
  );
  expect(s).toEqual(initialAlumniModerationState);
});
