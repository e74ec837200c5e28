// The documents slice through a real store: the status machine takes events in turn and ignores
// the others, keeps each document (and identity) apart, and the selectors read it.
import { configureStore } from '@reduxjs/toolkit';
import documents, * as ev from '../../../../src/client/features/documents/documentsSlice';
import { documentSelectors } from '../../../../src/client/features/documents/documentsSelectors';
import { loginPrompt } from '../../../../src/shared/documents/loginPrompt/definition';
import { docState, key, notice, ref } from './fixtures';

const makeStore = () => configureStore({ reducer: { documents } });
const sel = documentSelectors(key, null);

function shownStore() {
  const store = makeStore();
  store.dispatch(ev.opened(ref));
  store.dispatch(ev.loaded({ ...ref, document: docState(3, notice()) }));
  return store;
}

describe('documents slice', () => {
  it('ignores events of a document never opened', () => {
    const store = makeStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: 'x' }));
    store.dispatch(ev.loaded({ ...ref, document: docState(1, notice()) }));
    expect(store.getState().documents).toEqual({});
    expect(sel.selectEntry(store.getState()).status).toBe('idle');
  });

  it('fills a field the content lacks from the defaults', () => {
    const store = makeStore();
    store.dispatch(ev.opened(ref));
    store.dispatch(ev.loaded({ ...ref, document: docState(0, {}, { publishedVersion: null }) }));
    expect(sel.selectValues(store.getState())).toEqual(loginPrompt.defaults);
    expect(Object.keys(sel.selectValues(store.getState())).sort()).toEqual(loginPrompt.fields.map((f) => f.name).sort());
    expect(sel.selectBar(store.getState())).toMatchObject({ publishedVersion: null, version: 0, canSave: false, canPublish: false });
  });

  it('takes edits only while ready, and the bar follows', () => {
    const store = shownStore();
    expect(sel.selectBar(store.getState())).toMatchObject({ publishedVersion: 3, dirty: false, canSave: false, canPublish: false });
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    expect(sel.selectBar(store.getState())).toMatchObject({ dirty: true, canSave: true, canPublish: true });
    expect(sel.selectMyChanges(store.getState())).toEqual([{ path: 'title', before: '停电通知', after: '新标题' }]);
    store.dispatch(ev.saveRequested(ref));
    expect(sel.selectStatus(store.getState())).toBe('saving');
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '保存中改的' }));
    store.dispatch(ev.saveRequested(ref));
    store.dispatch(ev.restoreClicked({ ...ref, version: 1 }));
    const entry = sel.selectEntry(store.getState());
    expect(entry.values.title).toBe('新标题');
    expect(entry.restore.status).toBe('idle');
    expect(entry.intent).toEqual({ kind: 'save', publish: false });
  });

  it('keeps unsaved edits when the screen is opened again, reads a clean one again', () => {
    const store = shownStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.opened(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ status: 'ready', dirty: true });
    const clean = shownStore();
    clean.dispatch(ev.opened(ref));
    expect(sel.selectStatus(clean.getState())).toBe('loading');
  });

  it('a conflict waits for a choice; keep mine re-saves on the newest base with the same intent', () => {
    const store = shownStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.publishRequested(ref));
    store.dispatch(
      ev.conflicted({ ...ref, current: docState(5, notice({ title: '他人的' })), changes: [{ path: 'title', before: '停电通知', after: '他人的' }] }),
    );
    expect(sel.selectStatus(store.getState())).toBe('conflict');
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '冲突时改的' }));
    store.dispatch(ev.saved({ ...ref, document: docState(9, notice()) }));
    expect(sel.selectEntry(store.getState()).values.title).toBe('新标题');
    // both changed the title differently: keep mine waits for the field's choice
    expect(sel.selectConflict(store.getState())?.merge?.questions).toEqual([{ field: 'title', base: '停电通知', mine: '新标题', theirs: '他人的' }]);
    store.dispatch(ev.keepMineChosen(ref));
    expect(sel.selectStatus(store.getState())).toBe('conflict');
    store.dispatch(ev.conflictChoiceMade({ ...ref, field: 'level', side: 'theirs' }));
    expect(sel.selectConflict(store.getState())?.choices).toEqual({});
    store.dispatch(ev.conflictChoiceMade({ ...ref, field: 'title', side: 'mine' }));
    store.dispatch(ev.keepMineChosen(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({
      status: 'saving',
      intent: { kind: 'save', publish: true },
      base: { version: 5 },
      conflict: null,
      values: { title: '新标题' },
    });
  });

  it('merges per field on a conflict: their change to one field and mine to another both kept, a field both changed as chosen', () => {
    const store = shownStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '我的标题' }));
    store.dispatch(ev.fieldChanged({ ...ref, name: 'level', value: 'warning' }));
    store.dispatch(ev.saveRequested(ref));
    const theirs = notice({ content: '<p>他人的正文</p>', level: 'error' });
    store.dispatch(ev.conflicted({ ...ref, current: docState(5, theirs), changes: [] }));
    const merge = sel.selectConflict(store.getState())?.merge;
    expect(merge).toMatchObject({ theirsKept: ['content'], mineKept: ['title'] });
    expect(merge?.questions.map((q) => q.field)).toEqual(['level']);
    store.dispatch(ev.conflictChoiceMade({ ...ref, field: 'level', side: 'theirs' }));
    store.dispatch(ev.keepMineChosen(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({
      status: 'saving',
      base: { version: 5 },
      values: { title: '我的标题', content: '<p>他人的正文</p>', level: 'error' },
    });
  });

  it('a restore conflict has no merge: keep mine restores again on the newest base', () => {
    const store = shownStore();
    store.dispatch(ev.restoreClicked({ ...ref, version: 1 }));
    store.dispatch(ev.restoreConfirmed(ref));
    store.dispatch(ev.conflicted({ ...ref, current: docState(5, notice({ title: '他人的' })), changes: [] }));
    expect(sel.selectConflict(store.getState())?.merge).toBeNull();
    store.dispatch(ev.keepMineChosen(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ status: 'restoring', intent: { kind: 'restore', version: 1 }, base: { version: 5 } });
  });

  it('edits discarded (the leave guard): the form returns to its base; in a conflict the newest is read', () => {
    const store = shownStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.editsDiscarded(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ status: 'ready', dirty: false, values: { title: '停电通知' } });
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.saveRequested(ref));
    store.dispatch(ev.conflicted({ ...ref, current: docState(5, notice({ title: '他人的' })), changes: [] }));
    store.dispatch(ev.editsDiscarded(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ status: 'loading', dirty: false, conflict: null });
  });

  it('discard draft asks first; edits only are dropped in place, a saved draft over a published version is a call', () => {
    const store = shownStore();
    store.dispatch(ev.discardClicked(ref));
    expect(sel.selectEntry(store.getState()).discard).toBe('idle');
    expect(sel.selectBar(store.getState()).canDiscard).toBe(false);
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.discardClicked(ref));
    store.dispatch(ev.discardCancelled(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ discard: 'idle', dirty: true });
    store.dispatch(ev.discardClicked(ref));
    store.dispatch(ev.discardConfirmed(ref));
    expect(sel.selectEntry(store.getState())).toMatchObject({ status: 'ready', dirty: false, intent: null, values: { title: '停电通知' } });

    const drafted = makeStore();
    drafted.dispatch(ev.opened(ref));
    drafted.dispatch(ev.loaded({ ...ref, document: docState(4, notice({ title: '草稿' }), { publishedVersion: 3, hasDraft: true }) }));
    expect(sel.selectBar(drafted.getState()).canDiscard).toBe(true);
    drafted.dispatch(ev.discardClicked(ref));
    drafted.dispatch(ev.discardConfirmed(ref));
    expect(sel.selectEntry(drafted.getState())).toMatchObject({ status: 'restoring', intent: { kind: 'discardDraft' } });
  });

  it('asks for a diff only with two different versions', () => {
    const store = shownStore();
    store.dispatch(ev.diffPicked({ ...ref, end: 'from', version: 2 }));
    expect(sel.selectDiff(store.getState()).status).toBe('idle');
    store.dispatch(ev.diffPicked({ ...ref, end: 'to', version: 2 }));
    expect(sel.selectDiff(store.getState()).status).toBe('idle');
    store.dispatch(ev.diffPicked({ ...ref, end: 'to', version: 3 }));
    expect(sel.selectDiff(store.getState()).status).toBe('loading');
    // an answer for another pair is stale
    store.dispatch(ev.diffLoaded({ ...ref, from: 1, to: 3, changes: [] }));
    expect(sel.selectDiff(store.getState()).status).toBe('loading');
  });

  it('an image upload holds the save until its file id is known', () => {
    const store = shownStore();
    store.dispatch(ev.fieldChanged({ ...ref, name: 'title', value: '新标题' }));
    store.dispatch(ev.imagePicked({ ...ref, name: 'logo', file: { id: 'f1', name: 'a.png', type: 'image/png' } }));
    store.dispatch(ev.saveRequested(ref));
    expect(sel.selectStatus(store.getState())).toBe('ready');
    store.dispatch(ev.imageUploaded({ ...ref, name: 'logo', fileId: 'f1', value: 'file-id-1', url: '/files/1.png' }));
    expect(sel.selectPreviewContent(store.getState())).toMatchObject({ logo: 'file-id-1', logoUrl: '/files/1.png' });
    store.dispatch(ev.saveRequested(ref));
    expect(sel.selectStatus(store.getState())).toBe('saving');
  });

  it("an image inside a records row is uploaded into that row's cell, and lost when the row went meanwhile", () => {
    const store = shownStore();
    const rows = [
      { name: '甲', icon: null },
      { name: '乙', icon: null },
    ];
    store.dispatch(ev.fieldChanged({ ...ref, name: 'tiles', value: rows }));
    store.dispatch(ev.imagePicked({ ...ref, name: 'tiles.1.icon', file: { id: 'f2', name: 'b.png', type: 'image/png' } }));
    store.dispatch(ev.saveRequested(ref));
    expect(sel.selectStatus(store.getState())).toBe('ready');
    store.dispatch(ev.imageUploaded({ ...ref, name: 'tiles.1.icon', fileId: 'f2', value: 'file-id-2', url: '/files/2.png' }));
    expect(sel.selectValues(store.getState()).tiles).toEqual([
      { name: '甲', icon: null },
      { name: '乙', icon: 'file-id-2' },
    ]);
    store.dispatch(ev.imageRemoved({ ...ref, name: 'tiles.1.icon' }));
    expect((sel.selectValues(store.getState()).tiles as { icon: unknown }[])[1].icon).toBeNull();

    // the row removed while its picture uploads: nothing is written anywhere
    store.dispatch(ev.imagePicked({ ...ref, name: 'tiles.1.icon', file: { id: 'f3', name: 'c.png', type: 'image/png' } }));
    store.dispatch(ev.fieldChanged({ ...ref, name: 'tiles', value: [{ name: '甲', icon: null }] }));
    store.dispatch(ev.imageUploaded({ ...ref, name: 'tiles.1.icon', fileId: 'f3', value: 'file-id-3', url: '/files/3.png' }));
    expect(sel.selectValues(store.getState()).tiles).toEqual([{ name: '甲', icon: null }]);
    store.dispatch(ev.saveRequested(ref));
    expect(sel.selectStatus(store.getState())).toBe('saving');
  });

  it('selectors return the same object until their inputs change', () => {
    const store = shownStore();
    const before = sel.selectBar(store.getState());
    store.dispatch(ev.historyPageChanged({ ...ref, pageIndex: 2 }));
    expect(sel.selectBar(store.getState())).toBe(before);
  });
});
