import type { Catalogue } from '../../../shared/i18n/types';

// Messages of the console's configuration-document screens (issue 12, kind D): the draft /
// publish bar, history, difference, restore, the conflict with a newer version, the live
// preview, and the published notice and appearance the console itself follows. The console's
// own: the server never says these (messages.ts adds them; the audit history, built on the
// documents' difference view, too).
const documentsUi: Catalogue = {
  // bar
  'documentsUi.state.published': ['已发布 v{version}', 'Published v{version}'],
  'documentsUi.state.notPublished': ['尚未发布', 'Not published yet'],
  'documentsUi.state.draft': ['草稿 v{version}', 'Draft v{version}'],
  'documentsUi.state.unsaved': ['有未保存的修改', 'Unsaved changes'],
  'documentsUi.saveDraft': ['保存草稿', 'Save draft'],
  'documentsUi.publish': ['发布', 'Publish'],
  'documentsUi.savedDraft': ['草稿已保存', 'Draft saved'],
  'documentsUi.published': ['已发布', 'Published'],
  'documentsUi.restored': ['已恢复为新的草稿，发布后生效', 'Restored as a new draft; publish it to take effect'],
  'documentsUi.discard': ['放弃草稿', 'Discard draft'],
  'documentsUi.discard.hint': [
    '丢弃未保存的修改；已保存的草稿恢复为已发布的版本',
    'Throw away unsaved changes; a saved draft returns to the published version',
  ],
  'documentsUi.discard.title': ['放弃草稿', 'Discard the draft'],
  'documentsUi.discard.unsaved': ['未保存的修改将被丢弃。', 'Your unsaved changes will be thrown away.'],
  'documentsUi.discard.draft': [
    '已保存的草稿 v{version} 将被放弃，内容回到已发布的 v{published}（历史中仍保留该草稿）。',
    'The saved draft v{version} is set aside and the settings return to published v{published} (the history keeps the draft).',
  ],
  'documentsUi.discard.confirm': ['放弃', 'Discard'],
  'documentsUi.draftDiscarded': ['草稿已放弃，内容已回到已发布的版本', 'Draft discarded; the settings are back to the published version'],
  'documentsUi.loadFailed': ['配置读取失败', 'The settings could not be read'],
  'documentsUi.retry': ['重试', 'Try again'],
  'documentsUi.identities': ['身份', 'Identity'],
  // history
  'documentsUi.history': ['历史版本', 'History'],
  'documentsUi.history.version': ['版本', 'Version'],
  'documentsUi.history.by': ['操作人', 'By'],
  'documentsUi.history.at': ['时间', 'When'],
  'documentsUi.history.state': ['状态', 'State'],
  'documentsUi.history.changed': ['改动字段', 'Fields changed'],
  'documentsUi.history.empty': ['还没有保存过版本', 'No version saved yet'],
  'documentsUi.history.failed': ['历史读取失败', 'The history could not be read'],
  'documentsUi.history.draft': ['草稿', 'Draft'],
  'documentsUi.history.publishedState': ['已发布', 'Published'],
  'documentsUi.history.restoredFrom': ['由 v{version} 恢复', 'Restored from v{version}'],
  'documentsUi.history.current': ['当前', 'Current'],
  'documentsUi.history.prev': ['上一页', 'Previous page'],
  'documentsUi.history.next': ['下一页', 'Next page'],
  'documentsUi.history.page': ['第 {page} / {pages} 页', 'Page {page} of {pages}'],
  // difference
  'documentsUi.diff': ['版本对比', 'Compare versions'],
  'documentsUi.diff.from': ['旧版本', 'From'],
  'documentsUi.diff.to': ['新版本', 'To'],
  'documentsUi.diff.pick': ['选择两个不同的版本查看差异', 'Choose two different versions to see what changed'],
  'documentsUi.diff.field': ['字段', 'Field'],
  'documentsUi.diff.before': ['修改前', 'Before'],
  'documentsUi.diff.after': ['修改后', 'After'],
  'documentsUi.diff.none': ['两个版本内容相同', 'The two versions are the same'],
  'documentsUi.diff.failed': ['差异读取失败', 'The difference could not be read'],
  'documentsUi.empty': ['（空）', '(empty)'],
  // restore
  'documentsUi.restore': ['恢复', 'Restore'],
  'documentsUi.restore.title': ['恢复版本', 'Restore a version'],
  'documentsUi.restore.confirm': [
    '将以 v{version} 的内容生成新的草稿，发布后才会生效。确定恢复吗？',
    'This makes a new draft with the content of v{version}; it takes effect when published. Restore it?',
  ],
  'documentsUi.restore.unsaved': ['当前未保存的修改将被丢弃。', 'Your unsaved changes will be discarded.'],
  // conflict
  'documentsUi.conflict.title': ['他人已保存了更新的版本', 'Someone saved a newer version'],
  'documentsUi.conflict.body': [
    '您的修改基于 v{base}，而当前最新版本是 v{current}。以下是这期间的改动，您的修改尚未保存。',
    'Your edit started from v{base}; the newest version is v{current}. These are the changes made meanwhile; your edit has not been saved.',
  ],
  'documentsUi.conflict.mineToo': ['您也修改了此字段', 'You changed this field too'],
  'documentsUi.conflict.keepMine': ['保留我的修改', 'Keep mine'],
  'documentsUi.conflict.keepMineHint': [
    '以最新版本为基础保存：他人改动的其他字段保留，我的修改保留，双方都改的字段按您的选择',
    'Save on the newest version: their changes to other fields stay, mine stay, and each field both changed as you chose',
  ],
  'documentsUi.conflict.theirsKept': ['保存时保留他人对 {fields} 的修改。', 'Saving keeps their change to {fields}.'],
  'documentsUi.conflict.mineKept': ['保存时保留您对 {fields} 的修改。', 'Saving keeps your change to {fields}.'],
  'documentsUi.conflict.separator': ['、', ', '],
  'documentsUi.conflict.choose': [
    '以下字段双方都做了不同的修改，请逐个选择保留哪一方：',
    'You and they both changed these fields differently; choose which to keep for each:',
  ],
  'documentsUi.conflict.mine': ['我的', 'Mine'],
  'documentsUi.conflict.theirs': ['他人的（最新版本）', 'Theirs (newest)'],
  'documentsUi.conflict.useMine': ['用我的', 'Use mine'],
  'documentsUi.conflict.useTheirs': ['用他人的', 'Use theirs'],
  'documentsUi.conflict.pending': ['还有 {count} 个字段需要选择', '{count} field(s) still to choose'],
  'documentsUi.conflict.takeTheirs': ['采用最新版本', 'Take theirs'],
  'documentsUi.conflict.takeTheirsHint': ['放弃我的修改，载入最新版本', 'Drop my edit and load the newest version'],
  // preview
  'documentsUi.preview': ['实时预览', 'Live preview'],
  'documentsUi.preview.waiting': ['等待预览内容…', 'Waiting for the content to preview…'],
  'documentsUi.preview.noticeOff': ['登录提示未开启，登录页不显示提示', 'The notice is off: the login page shows none'],
  // image fields
  'documentsUi.imageNotImage': ['请选择图片文件（PNG、JPG、GIF 或 WEBP）', 'Pick an image file (PNG, JPG, GIF or WEBP)'],
  'documentsUi.fileGone': ['所选文件已失效，请重新选择', 'The picked file is gone; pick it again'],
};

export default documentsUi;
