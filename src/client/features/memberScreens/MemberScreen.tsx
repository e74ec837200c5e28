// The screens of roles, labels, matrix departments and chat classes (one container, told apart by
// `target`; app/screens.ts passes it): the groups with their member counts on the left, the chosen
// group's members on the right, the add buttons that open the add-member picker, and the ticks
// and confirmation that remove members. A thin container: it selects and dispatches; the views
// are dumb.
import { useCallback, useEffect } from 'react';
import { Message } from 'semantic-ui-react';
import type { MatrixDeptRow } from '../../../shared/members/api';
import type { MemberKind, MemberTarget } from '../../../shared/members/constants';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import { memberPickerOpened } from '../memberPicker';
import { MemberPickerMount } from '../memberPicker/components';
import * as events from './memberScreensSlice';
import { isMemberTarget, SCREEN_CONFIGS } from './screenConfigs';
import { screenSelectors } from './selectors';
import type { MemberFilters } from './state';
import { GroupsPanel } from './views/GroupsPanel';
import { MembersPanel } from './views/MembersPanel';
import { RemoveMembersDialog } from './views/RemoveMembersDialog';
import './memberScreens.css';

export interface MemberScreenProps {
  target: MemberTarget;
}

function MemberScreenFor({ target }: MemberScreenProps) {
  const t = useT();
  const dispatch = useAppDispatch();
  const config = SCREEN_CONFIGS[target];
  const selectors = screenSelectors(target);
  const screen = useAppSelector(selectors.selectScreen);
  const group = useAppSelector(selectors.selectChosenGroup);
  const removal = useAppSelector(selectors.selectRemoval);
  const ticked = useAppSelector(selectors.selectTickedCount);

  useEffect(() => {
    dispatch(events.screenOpened({ target }));
  }, [dispatch, target]);

  const onChoose = useCallback((id: number) => dispatch(events.groupChosen({ target, id })), [dispatch, target]);
  const onAdd = (kind: MemberKind) => {
    if (!group) return;
    const levelId = screen.members.filters.levelId;
    dispatch(memberPickerOpened({ target: config.pickerTarget(group), kind, ...(levelId === '' ? {} : { levelId }) }));
  };

  return (
    <div className="member-screen" data-testid={`member-screen-${target}`}>
      <div className="member-screen-head">
        {/* the shell draws the screen's heading (ScreenTitle) */}
        <p className="screen-intro">{t(`membersUi.intro.${target}`)}</p>
      </div>
      {screen.groups.status === 'ready' && screen.groups.total === 0 && config.groups.kind === 'get' ? (
        <Message info size="small" data-testid="member-groups-none" content={t('membersUi.noGroups')} />
      ) : null}
      <div className="member-screen-body">
        <GroupsPanel
          target={target}
          paged={config.groups.kind === 'paged'}
          list={screen.groups}
          chosenId={screen.groupId}
          onChoose={onChoose}
          onName={(name) => dispatch(events.groupNameChanged({ target, name }))}
          onLevel={config.groups.kind === 'paged' && config.groups.byLevel ? (level) => dispatch(events.groupLevelChanged({ target, level })) : undefined}
          onSearch={() => dispatch(events.groupsSearched({ target }))}
          onPage={(pageIndex) => dispatch(events.groupsPageChanged({ target, pageIndex }))}
          onSize={(pageSize) => dispatch(events.groupsPageSizeChanged({ target, pageSize }))}
        />
        <MembersPanel
          target={target}
          groupName={group?.name ?? null}
          kinds={config.kinds}
          levels={target === 'MATRIX_DEPT' && group ? ((group as MatrixDeptRow).levels ?? []) : []}
          list={screen.members}
          removal={removal}
          ticked={ticked}
          onAdd={onAdd}
          onFilter={(filters: Partial<MemberFilters>) => dispatch(events.memberFilterChanged({ target, filters }))}
          onSearch={() => dispatch(events.membersSearched({ target }))}
          onPage={(pageIndex) => dispatch(events.membersPageChanged({ target, pageIndex }))}
          onSize={(pageSize) => dispatch(events.membersPageSizeChanged({ target, pageSize }))}
          onTick={(id, selected) => dispatch(events.memberRowToggled({ target, id, selected }))}
          onTickPage={(ids, selected) => dispatch(events.memberPageToggled({ target, ids, selected }))}
          onSelectAll={() => dispatch(events.memberSelectAllClicked({ target }))}
          onCancelAll={() => dispatch(events.memberCancelAllClicked({ target }))}
          onRemove={() => dispatch(events.removeClicked({ target }))}
        />
      </div>
      <RemoveMembersDialog
        groupName={group?.name ?? ''}
        removal={removal}
        count={ticked}
        onConfirm={() => dispatch(events.removeConfirmed({ target }))}
        onCancel={() => dispatch(events.removeCancelled({ target }))}
      />
      <MemberPickerMount />
    </div>
  );
}

export default function MemberScreen({ target }: MemberScreenProps) {
  const t = useT();
  if (!isMemberTarget(target)) return <Message warning content={t('membersUi.unknownScreen', { target: String(target) })} />;
  // keyed, so switching between the screens starts a fresh container rather than reusing one
  return <MemberScreenFor key={target} target={target} />;
}
