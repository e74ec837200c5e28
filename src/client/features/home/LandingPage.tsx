// /downloadPage: where / lands (document 002 §2). The platform at a glance: every area and
// its screens, so the first page is already a way to everything.
import { Header } from 'semantic-ui-react';
import AreaOverview from './AreaOverview';
import HomeHeader from './HomeHeader';
import { useHomeData } from './useHomeData';
import './home.css';

export default function LandingPage() {
  const { t, areas, project, who, counts } = useHomeData();
  return (
    <div className="home-page">
      <HomeHeader title={project} intro={t('home.landingIntro')} who={who} counts={counts} />
      <Header as="h3" dividing>{t('home.overview')}</Header>
      <AreaOverview t={t} areas={areas} />
    </div>
  );
}
