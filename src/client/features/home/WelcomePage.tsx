// /wel/index: the welcome page (document 000 §2, "home"): a greeting, what needs the
// administrator's attention (counts with links, figures of the last 7 days), and every area.
import { useEffect } from 'react';
import { Header } from 'semantic-ui-react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import AreaOverview from './AreaOverview';
import HomeHeader from './HomeHeader';
import { jobCentreOpened } from '../jobCentre';
import { attentionRequested } from './homeSlice';
import { selectAttention, selectAttentionItems, selectAttentionTotal, selectFigures } from './selectors';
import { useHomeData } from './useHomeData';
import AttentionPanel from './views/AttentionPanel';
import './home.css';

export default function WelcomePage() {
  const { t, areas, project, who, counts } = useHomeData();
  const dispatch = useAppDispatch();
  const attention = useAppSelector(selectAttention);
  const items = useAppSelector(selectAttentionItems);
  const total = useAppSelector(selectAttentionTotal);
  const figures = useAppSelector(selectFigures);
  useEffect(() => {
    dispatch(attentionRequested());
  }, [dispatch]);
  return (
    <div className="home-page">
      <HomeHeader title={t('home.welcomeTitle', { project })} intro={t('home.intro')} who={who} counts={counts} />
      <AttentionPanel
        t={t}
        status={attention.status}
        items={items}
        figures={figures}
        at={attention.data?.at ?? null}
        total={total}
        onRefresh={() => dispatch(attentionRequested())}
        onOpenJobs={() => dispatch(jobCentreOpened())}
      />
      <Header as="h3" dividing>
        {t('home.overview')}
      </Header>
      <AreaOverview t={t} areas={areas} />
    </div>
  );
}
