// The preset services slice: the screen's scope decides what is read; an owner's list is edited
// (added without repeats, at most 30 with a message, removed, moved), unsaved changes hold a
// switch until confirmed, a save keeps the list as saved, and stale answers are ignored.
import {
  detailLoaded,
  modeChanged,
  optionsLoaded,
  ownerChosen,
  reverted,
  rolesLoaded,
  saveClicked,
  saved,
  saveFailed,
  screenOpened,
  serviceAdded,
  serviceMoved,
  serviceRemoved,
  switchCancelled,
  switchConfirmed,
} from '../../../../src/client/features/presetServices/presetServicesSlice';
import { selectAddable, selectDirty, selectSaveBody } from '../../../../src/client/features/presetServices/selectors';
import type { PresetServicesState } from '../../../../src/client/features/presetServices/state';
import { membersAdded } from '../../../../src/client/features/memberPicker';
import { OPTIONS, ROLES, service, through } from './fixtures';

const ids = (s: PresetServicesState) => s.detail.services.map((x) => x.id);
const wrap = (presetServices: PresetServicesState) => ({ presetServices });

const roleReady = () =>
  through([
    screenOpened({ scope: 'ROLE' }),
    optionsLoaded({ rows: OPTIONS }),
    rolesLoaded({ rows: ROLES }),
    ownerChosen({ id: 7 }),
    detailLoaded({ id: 7, services: [service(1), service(2)] }),
  ]);

describe('preset services slice', () => {
  it('reads the roles or the people by scope, and the options either way', () => {
    const roles = through([screenOpened({ scope: 'ROLE' })]);
    expect([roles.roles.status, roles.people.status, roles.options.status]).toEqual(['loading', 'idle', 'loading']);
    const people = through([screenOpened({ scope: 'PERSON' })]);
    expect([people.roles.status, people.people.status]).toEqual(['idle', 'loading']);
  });

  it('adds a service once, refuses a 31st with a message, removes and moves', () => {
    let s = through([serviceAdded({ id: 3 }), serviceAdded({ id: 3 }), serviceAdded({ id: 1 })], roleReady());
    expect(ids(s)).toEqual([1, 2, 3]);
    expect(selectAddable(wrap(s)).some((x) => x.id === 3)).toBe(false);
    s = through([serviceMoved({ from: 2, to: 0 }), serviceRemoved({ index: 1 })], s);
    expect(ids(s)).toEqual([3, 2]);
    s = through(
      Array.from({ length: 29 }, (_, i) => serviceAdded({ id: i + 4 })),
      s,
    );
    expect(s.detail.services).toHaveLength(30);
    expect(s.detail.message).toEqual({ key: 'presetsUi.tooMany', params: { max: 30 } });
    expect(ids(s)).not.toContain(32);
  });

  it('holds a switch while there are unsaved changes until it is confirmed', () => {
    let s = through([serviceMoved({ from: 0, to: 1 })], roleReady());
    expect(selectDirty(wrap(s))).toBe(true);
    s = through([ownerChosen({ id: 8 })], s);
    expect([s.chosenId, s.pendingId]).toEqual([7, 8]);
    s = through([switchCancelled()], s);
    expect([s.chosenId, s.pendingId]).toEqual([7, null]);
    s = through([ownerChosen({ id: 8 }), switchConfirmed()], s);
    expect([s.chosenId, s.pendingId, s.detail.status]).toEqual([8, null, 'loading']);
    // the answer for the role left behind is stale
    s = through([detailLoaded({ id: 7, services: [service(9)] })], s);
    expect(s.detail.status).toBe('loading');
    // without changes a switch is immediate
    const clean = through([reverted(), ownerChosen({ id: 8 })], through([serviceMoved({ from: 0, to: 1 })], roleReady()));
    expect([clean.chosenId, clean.pendingId]).toEqual([8, null]);
  });

  it('saves: the body is the ordered list; saved keeps it and updates the count; a refusal stays shown', () => {
    const s = through([serviceAdded({ id: 5 }), saveClicked()], roleReady());
    expect(s.detail.status).toBe('saving');
    expect(selectSaveBody(wrap(s))).toEqual({ role: { roleId: 7, serviceIds: [1, 2, 5] } });
    expect(ids(through([serviceAdded({ id: 6 })], s))).toEqual([1, 2, 5]); // no edits while saving
    const ok = through([saved({ id: 7, count: 3 })], s);
    expect([ok.detail.status, selectDirty(wrap(ok)), ok.roles.rows[0].serviceCount]).toEqual(['ready', false, 3]);
    const refused = through([saveFailed({ message: { text: '服务（编号 5）不存在或不属于当前单位' } })], s);
    expect([refused.detail.status, selectDirty(wrap(refused))]).toEqual(['ready', true]);
    expect(refused.detail.message).toEqual({ text: '服务（编号 5）不存在或不属于当前单位' });
  });

  it("a person's mode counts as a change; their save reads the effective list again; the picker's add reads the people", () => {
    let s = through([
      screenOpened({ scope: 'PERSON' }),
      optionsLoaded({ rows: OPTIONS }),
      ownerChosen({ id: 42 }),
      detailLoaded({ id: 42, services: [service(1)], mode: 'prepend', effective: [{ ...service(1), source: 'person' }] }),
      modeChanged({ mode: 'replace' }),
    ]);
    expect(selectDirty(wrap(s))).toBe(true);
    expect(selectSaveBody(wrap(s))).toEqual({ person: { personId: 42, mode: 'replace', serviceIds: [1] } });
    s = through([saveClicked(), saved({ id: 42, count: 1 })], s);
    expect(s.detail.status).toBe('loading');
    s = through([membersAdded({ target: { target: 'PRESET_PERSON', name: '' }, kind: 'STUDENT', added: 2, skipped: 0 })], {
      ...s,
      people: { ...s.people, status: 'ready', pageIndex: 3 },
    });
    expect([s.people.status, s.people.pageIndex]).toEqual(['loading', 1]);
  });
});
