// /cardsConfigNew, the service-card designer: the school's service cards on the left; on the
// right the chosen card's status and actions, its settings (data source, API, request and return
// parameters), its columns (handle rules, order by drag or buttons, ties in a dialog), its association cards
// (and the cards leading to it), and
// the live preview the server fills from the data source, asked again after every change. The
// container selects and dispatches; the views are dumb.
import { useCallback, useEffect } from 'react';
import './serviceCards.css';
import { Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { NoticeDialog } from '../../widgets/notice/NoticeDialog';

import {
  selectApiDetail,
  selectApis,
  selectAssociationChoices,
  selectAssociationsChanged,
  selectCardDetail,
  selectCardList,
  selectCheck,
  selectColumns,
  selectFieldChoices,
  selectLeadingCards,
  selectLinkOptions,
  selectLinksDraft,
  selectRoleChoices,
  selectTeachers,
  selectNewColumn,
  selectNotice,
  selectPreview,
  selectRemoveConfirmOpen,
  selectSelectedCardId,
  selectSettings,
  selectSources,
  selectWriting,
} from './selectors';
import * as ev from './serviceCardsSlice';
import AssociationPicker from './views/AssociationPicker';
import CardList from './views/CardList';
import CardPreviewPanel from './views/CardPreviewPanel';
import CardSettingsForm from './views/CardSettingsForm';
import CardToolbar from './views/CardToolbar';
import ColumnLinksDialog from './views/ColumnLinksDialog';
import ColumnsTable from './views/ColumnsTable';
import { noticeText } from './views/noticeText';
import { problemText } from '../../lib/problem';

export default function ServiceCardsScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectCardList);
  const selectedId = useAppSelector(selectSelectedCardId);
  const detail = useAppSelector(selectCardDetail);
  const settings = useAppSelector(selectSettings);
  const sources = useAppSelector(selectSources);
  const apis = useAppSelector(selectApis);
  const apiDetail = useAppSelector(selectApiDetail);
  const columns = useAppSelector(selectColumns);
  const fieldChoices = useAppSelector(selectFieldChoices);
  const newColumn = useAppSelector(selectNewColumn);
  const preview = useAppSelector(selectPreview);
  const associationChoices = useAppSelector(selectAssociationChoices);
  const associationsChanged = useAppSelector(selectAssociationsChanged);
  const leadingCards = useAppSelector(selectLeadingCards);
  const check = useAppSelector(selectCheck);
  const writing = useAppSelector(selectWriting);
  const notice = useAppSelector(selectNotice);
  const removeOpen = useAppSelector(selectRemoveConfirmOpen);
  const linkOptions = useAppSelector(selectLinkOptions);
  const linksDraft = useAppSelector(selectLinksDraft);
  const roleChoices = useAppSelector(selectRoleChoices);
  const teachers = useAppSelector(selectTeachers);
  const linksColumn = columns.find((c) => c.id === linksDraft?.columnId);
  const card = detail.card;
  const sourceLabel = t(sources.find((s) => s.key === card?.dataSource)?.label ?? 'serviceCardsUi.dataSource');

  useEffect(() => {
    dispatch(ev.opened());
  }, [dispatch]);

  // unsaved settings or associations: leaving asks first (lib/leaveGuard); discard restores the stored card
  useLeaveGuard(
    !!settings?.dirty || associationsChanged,
    useCallback(() => dispatch(ev.editsDiscarded()), [dispatch]),
  );

  return (
    <div className="service-cards" data-testid="service-cards">
      <CardList
        t={t}
        cards={list.cards}
        loading={list.status === 'loading'}
        selectedId={selectedId}
        writing={writing}
        onChoose={(id) => dispatch(ev.cardChosen({ id }))}
        onAdd={() => dispatch(ev.addCardClicked())}
      />
      <div className="service-cards-designer">
        {list.problem && <Message negative size="small" content={`${t('serviceCardsUi.failed')}: ${problemText(t, list.problem)}`} />}
        {notice && (
          <Message
            size="small"
            positive={notice.positive}
            negative={!notice.positive}
            content={noticeText(t, notice.message)}
            onDismiss={() => dispatch(ev.noticeDismissed())}
            data-testid="service-card-notice"
          />
        )}
        {!card && selectedId === null && <Message info content={t('serviceCardsUi.chooseCard')} />}
        {detail.problem && <Message negative size="small" content={`${t('serviceCardsUi.failed')}: ${problemText(t, detail.problem)}`} />}
        {card && settings && (
          <>
            <CardToolbar
              t={t}
              name={card.name}
              status={card.status}
              writing={writing}
              onStatus={(status) => dispatch(ev.statusChosen({ status }))}
              onCheck={() => dispatch(ev.checkClicked())}
              onRemove={() => dispatch(ev.removeAsked())}
            />
            {check && (
              <Message size="small" positive={check.ok} warning={!check.ok} data-testid="service-card-check-result">
                {check.ok ? t('serviceCards.check.ok') : check.problems.map((p) => <div key={p}>{p}</div>)}
              </Message>
            )}
            <div className="service-cards-body">
              <div className="service-cards-main">
                <CardSettingsForm
                  t={t}
                  settings={settings}
                  sources={sources}
                  apis={apis}
                  apiDetail={apiDetail}
                  paramTypes={linkOptions.paramTypes}
                  writing={writing}
                  onName={(name) => dispatch(ev.nameEdited({ name }))}
                  onRemark={(remark) => dispatch(ev.remarkEdited({ remark }))}
                  onSource={(dataSource) => dispatch(ev.dataSourceChosen({ dataSource }))}
                  onApi={(apiKey) => dispatch(ev.apiChosen({ apiKey }))}
                  onParam={(key, value) => dispatch(ev.requestParamEdited({ key, value }))}
                  onSave={() => dispatch(ev.settingsSaveClicked())}
                />
                <h4>{t('serviceCardsUi.columns')}</h4>
                <ColumnsTable
                  t={t}
                  columns={columns}
                  fieldChoices={fieldChoices}
                  newColumn={newColumn}
                  writing={writing}
                  onMove={(id, toIndex) => dispatch(ev.columnMoved({ id, toIndex }))}
                  onRule={(id, handleRule, ruleArg) => dispatch(ev.columnRuleChosen({ id, handleRule, ruleArg }))}
                  onRemove={(id) => dispatch(ev.columnRemoveClicked({ id }))}
                  onLinks={(id) => dispatch(ev.linksOpened({ id }))}
                  onNewField={(fieldKey, label) => dispatch(ev.newColumnFieldChosen({ fieldKey, label }))}
                  onNewLabel={(label) => dispatch(ev.newColumnLabelEdited({ label }))}
                  onNewRule={(handleRule, ruleArg) => dispatch(ev.newColumnRuleChosen({ handleRule, ruleArg }))}
                  onAdd={() => dispatch(ev.columnAddClicked())}
                />
                <AssociationPicker
                  t={t}
                  choices={associationChoices}
                  leading={leadingCards}
                  changed={associationsChanged}
                  writing={writing}
                  onChange={(ids) => dispatch(ev.associationsEdited({ ids }))}
                  onSave={() => dispatch(ev.associationsSaveClicked())}
                />
              </div>
              <CardPreviewPanel t={t} preview={preview.result} loading={preview.status === 'loading'} problem={preview.problem} sourceLabel={sourceLabel} />
            </div>
          </>
        )}
      </div>
      {linksDraft && linksColumn && (
        <ColumnLinksDialog
          t={t}
          label={linksColumn.label}
          draft={linksDraft}
          options={linkOptions}
          roleChoices={roleChoices}
          teachers={teachers.options}
          teachersLoading={teachers.status === 'loading'}
          writing={writing}
          onEdit={(links) => dispatch(ev.linksEdited(links))}
          onTeacherSearch={(name) => dispatch(ev.teacherSearched({ name }))}
          onSave={() => dispatch(ev.linksSaveClicked())}
          onCancel={() => dispatch(ev.linksCancelled())}
        />
      )}
      <NoticeDialog
        open={removeOpen}
        type={1}
        message={t('serviceCardsUi.removeConfirm', { name: card?.name ?? '' })}
        busy={writing}
        onConfirm={() => dispatch(ev.removeConfirmed())}
        onCancel={() => dispatch(ev.removeCancelled())}
      />
    </div>
  );
}
