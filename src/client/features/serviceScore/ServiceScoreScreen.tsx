// /serviceScore: the scores per service (the basic page) and the score mechanism's rules, as tabs
// kept for the browser session (document 002 §2). The container selects and dispatches; the
// views are dumb. Saving the mechanism reads the scores again, which follow it.
import { pageView } from '../../lib/pagedList';
import { useEffect } from 'react';
import { Message } from 'semantic-ui-react';
import { useT } from '../../i18n';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useLeaveGuard } from '../../lib/leaveGuard';
import { draftOf } from './state';
import TabMenu from '../../widgets/tabMemory/TabMenu';
import { useRememberedTab } from '../../widgets/tabMemory/useRememberedTab';
import { mechanismLabel, selectDraftWeightSum, selectMechanism, selectRatings, selectScores, selectVisitWindowDays } from './selectors';
import {
  mechanismFieldChanged,
  mechanismOpened,
  mechanismSaveClicked,
  opened,
  ratingsClosed,
  ratingsOpened,
  ratingsPageChanged,
  scoresPageChanged,
  scoresPageSizeChanged,
  scoresSearched,
  searchTextChanged,
} from './serviceScoreSlice';
import MechanismForm from './views/MechanismForm';
import RatingsDialog from './views/RatingsDialog';
import ScoreTable from './views/ScoreTable';
import { problemText } from '../../lib/problem';

export default function ServiceScoreScreen() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [tab, setTab] = useRememberedTab('serviceScore');
  const scores = useAppSelector(selectScores);
  const ratings = useAppSelector(selectRatings);
  const mechanism = useAppSelector(selectMechanism);
  const weightSum = useAppSelector(selectDraftWeightSum);
  const visitWindowDays = useAppSelector(selectVisitWindowDays);
  const onMechanismTab = tab === 'mechanism';

  useEffect(() => {
    dispatch(opened());
  }, [dispatch]);
  useEffect(() => {
    if (onMechanismTab) dispatch(mechanismOpened());
  }, [dispatch, onMechanismTab]);
  // rules typed and not saved: leaving asks first (lib/leaveGuard); the tab reads the saved rules again when shown
  useLeaveGuard(mechanism.status === 'ready' && !!mechanism.saved && JSON.stringify(mechanism.draft) !== JSON.stringify(draftOf(mechanism.saved)));

  const problem = onMechanismTab ? mechanism.problem : scores.problem;
  return (
    <div className="service-score" data-testid="service-score">
      <TabMenu
        tabs={[
          { key: 'basic', label: t('serviceScoreUi.tabScores') },
          { key: 'mechanism', label: t('serviceScoreUi.tabMechanism') },
        ]}
        active={onMechanismTab ? 'mechanism' : 'basic'}
        onChange={setTab}
      />
      {problem && <Message negative size="small" content={problemText(t, problem)} data-testid="service-score-failed" />}
      {onMechanismTab ? (
        <MechanismForm
          t={t}
          draft={mechanism.draft}
          labelOf={mechanismLabel}
          weightSum={weightSum}
          status={mechanism.status}
          message={mechanism.message}
          onChange={(field, value) => dispatch(mechanismFieldChanged({ field, value }))}
          onSave={() => dispatch(mechanismSaveClicked())}
        />
      ) : (
        <ScoreTable
          t={t}
          {...pageView(scores)}
          visitWindowDays={visitWindowDays}
          searchDraft={scores.searchDraft}
          onSearchText={(text) => dispatch(searchTextChanged({ text }))}
          onSearch={() => dispatch(scoresSearched())}
          onPage={(pageIndex) => dispatch(scoresPageChanged({ pageIndex }))}
          onPageSize={(pageSize) => dispatch(scoresPageSizeChanged({ pageSize }))}
          onRatings={(serviceId) => dispatch(ratingsOpened({ serviceId }))}
        />
      )}
      {ratings.service && (
        <RatingsDialog
          t={t}
          serviceName={ratings.service.name}
          {...pageView(ratings)}
          onPage={(pageIndex) => dispatch(ratingsPageChanged({ pageIndex }))}
          onClose={() => dispatch(ratingsClosed())}
        />
      )}
    </div>
  );
}
