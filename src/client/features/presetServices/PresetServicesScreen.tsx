// /PresetRoleService and /PresetPersonalService (one screen, told apart by `scope`): the owners
// on the left (roles with their counts, or the people with a personal preset, added through the
// member picker), the chosen owner's ordered list on the right (add, remove, drag or up / down,
// save, undo), for a person their mode and effective list beside it. Switching owner with
// unsaved changes asks first. A thin container: it selects and dispatches.
import { useEffect } from 'react';
import { Button, Form, Header, Label, Message as Notice } from 'semantic-ui-react';
import { PRESET_MAX, PresetKind } from '../../../shared/services/presets';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { NoticeDialog } from '../../widgets/notice';
import { memberPickerOpened } from '../memberPicker';
import { MemberPickerMount, say } from '../memberPicker/components';
import * as ev from './presetServicesSlice';
import * as sel from './selectors';
import type { WithPresetServices } from './selectors';
import type { PresetScope } from './state';
import { EffectiveList } from './views/EffectiveList';
import { ModeChoice } from './views/ModeChoice';
import { PeopleList } from './views/PeopleList';
import { PresetList } from './views/PresetList';
import { RoleList } from './views/RoleList';
import './presetServices.css';
import { DATA_MARK, WithData } from '../../widgets/withData/WithData';
import { WriteButton } from '../session/components';

/** the slice is injected with the screen's chunk, so the app's RootState does not name it */
const usePresetSelector = <T,>(selector: (state: WithPresetServices) => T): T => useAppSelector(selector);

export default function PresetServicesScreen({ scope }: { scope: PresetScope }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const roles = usePresetSelector(sel.selectRoles);
  const people = usePresetSelector(sel.selectPeople);
  const chosenId = usePresetSelector(sel.selectChosenId);
  const pendingId = usePresetSelector(sel.selectPendingId);
  const detail = usePresetSelector(sel.selectDetail);
  const dirty = usePresetSelector(sel.selectDirty);
  const addable = usePresetSelector(sel.selectAddable);
  const name = usePresetSelector(sel.selectChosenName);
  const removal = usePresetSelector(sel.selectRemoval);

  useEffect(() => {
    dispatch(ev.screenOpened({ scope }));
  }, [dispatch, scope]);
  // an order or mode not saved: leaving asks first (lib/leaveGuard); the screen reads the server again when opened
  useLeaveGuard(dirty);

  const choose = (id: number) => dispatch(ev.ownerChosen({ id }));
  const addPeople = (kind: PresetKind) =>
    dispatch(
      memberPickerOpened({ target: { target: 'PRESET_PERSON', name: t('route.PresetPersonalService') }, kind, title: { key: 'presetsUi.pickerTitle' } }),
    );
  const busy = detail.status !== 'ready';
  const person = scope === 'PERSON';

  return (
    <div className="preset-services" data-testid="preset-services-screen" data-scope={scope}>
      {/* the shell draws the screen's heading (ScreenTitle) */}
      <p className="screen-intro">{t(`presetsUi.intro.${person ? 'person' : 'role'}`, { max: PRESET_MAX })}</p>
      <div className="preset-body">
        {person ? (
          <PeopleList
            list={people}
            chosen={chosenId}
            onChoose={choose}
            onText={(text) => dispatch(ev.peopleTextChanged({ text }))}
            onSearch={() => dispatch(ev.peopleSearched())}
            onPage={(pageIndex) => dispatch(ev.peoplePageChanged({ pageIndex }))}
            onAdd={addPeople}
            onRemove={(p) => dispatch(ev.personRemoveClicked({ personId: p.personId, name: p.name }))}
          />
        ) : (
          <RoleList rows={roles.rows} chosen={chosenId} loading={roles.status === 'loading'} problem={roles.problem} onChoose={choose} />
        )}
        <div className="preset-detail" data-testid="preset-detail" data-status={detail.status}>
          {chosenId === null ? (
            <p className="preset-empty">{t(person ? 'presetsUi.choosePerson' : 'presetsUi.chooseRole')}</p>
          ) : (
            <>
              <div className="preset-detail-head">
                <Header as="h3">
                  <WithData text={t(person ? 'presetsUi.personTitle' : 'presetsUi.roleTitle', { name: DATA_MARK })} data={name} />
                </Header>
                {dirty ? <Label color="orange" size="small" data-testid="preset-unsaved" content={t('presetsUi.unsaved')} /> : null}
              </div>
              {detail.message ? <Notice negative size="small" data-testid="preset-message" content={say(t, detail.message)} /> : null}
              {person ? (
                <Form size="small">
                  <ModeChoice mode={detail.mode} disabled={busy} onChange={(mode) => dispatch(ev.modeChanged({ mode }))} />
                </Form>
              ) : null}
              <div className="preset-columns">
                <PresetList
                  services={detail.services}
                  addable={addable}
                  disabled={busy}
                  onAdd={(id) => dispatch(ev.serviceAdded({ id }))}
                  onRemove={(index) => dispatch(ev.serviceRemoved({ index }))}
                  onMove={(from, to) => dispatch(ev.serviceMoved({ from, to }))}
                />
                {person && detail.status !== 'failed' ? <EffectiveList services={detail.effective} roles={detail.roles} /> : null}
              </div>
              <div className="preset-actions">
                <WriteButton
                  primary
                  type="button"
                  data-testid="preset-save"
                  loading={detail.status === 'saving'}
                  disabled={busy || !dirty}
                  content={t('presetsUi.save')}
                  onClick={() => dispatch(ev.saveClicked())}
                />
                <Button
                  type="button"
                  data-testid="preset-revert"
                  disabled={busy || !dirty}
                  content={t('presetsUi.revert')}
                  onClick={() => dispatch(ev.reverted())}
                />
              </div>
            </>
          )}
        </div>
      </div>
      <NoticeDialog
        open={pendingId !== null}
        type={1}
        title={t('presetsUi.switchTitle')}
        message={t('presetsUi.switchText')}
        confirmText={t('presetsUi.switchConfirm')}
        onConfirm={() => dispatch(ev.switchConfirmed())}
        onCancel={() => dispatch(ev.switchCancelled())}
      />
      <NoticeDialog
        open={removal !== null}
        type={1}
        title={t('presetsUi.removeTitle')}
        busy={removal?.busy}
        message={
          removal ? (
            <>
              <p>{t('presetsUi.removeText', { name: removal.name })}</p>
              {removal.message ? <Notice negative size="small" content={say(t, removal.message)} /> : null}
            </>
          ) : (
            ''
          )
        }
        onConfirm={() => dispatch(ev.removalConfirmed())}
        onCancel={() => dispatch(ev.removalCancelled())}
      />
      {person ? <MemberPickerMount /> : null}
    </div>
  );
}
