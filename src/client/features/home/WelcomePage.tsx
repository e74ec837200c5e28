// /wel/index: the welcome page (document 000 §2, "home"): a greeting and every area.
import { Header } from 'semantic-ui-react';
import AreaOverview from './AreaOverview';
import HomeHeader from './HomeHeader';
import { useHomeData } from './useHomeData';
import './home.css';

export default function WelcomePage() {
  const { t, areas, project, who, counts } = useHomeData();
  return (
    <div className="home-page">
      <HomeHeader title={t('home.welcomeTitle', { project })} intro={t('home.intro')} who={who} counts={counts} />
      <Header as="h3" dividing>{t('home.overview')}</Header>
      <AreaOverview t={t} areas={areas} />
    </div>
  );
}
