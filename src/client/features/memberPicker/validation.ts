// The picker's confirm rules (document 000 §5 "Member picker"), pure so the saga, the views and
// the tests read them the same way. The first rule broken names its message; null: go ahead.
import { MAX_CLASSES, MAX_WIRE_IDS, MemberKind } from '../../../shared/members/constants';
import { isEmptySelection, Selection, selectedCount, toWire } from '../../../shared/members/selection';
import type { Message } from '../../lib/problem';

export function confirmProblem(kind: MemberKind, selection: Selection, levelMissing = false): Message | null {
  // nothing selected: 请选择数据
  if (isEmptySelection(selection)) return { key: 'picker.selectData' };
  // more than 20 classes: 最多选择二十个班级
  if (kind === 'CLASS' && selectedCount(selection) > MAX_CLASSES) return { key: 'picker.maxClasses' };
  // a matrix department is joined at a level
  if (levelMissing) return { key: 'membersUi.levelRequired' };
  // one call lists at most so many picks (or exclusions): select all covers more
  if (toWire(selection).ids.length > MAX_WIRE_IDS) return { key: 'membersUi.tooManyPicks', params: { max: MAX_WIRE_IDS } };
  return null;
}
