// /downloadPage: where / lands (document 002 §2): the tenant's app download page as an
// administrator sees it: each platform's latest published version, and the phone page's
// address (for a QR code) with a copy button and a link that opens it.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Message } from 'semantic-ui-react';
import { middlePageUrl } from '../../../shared/home/api';
import { useRuntimeConfig } from '../../lib/config';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectTenantId } from '../session';
import { toastShown } from '../ui';
import HomeHeader from './HomeHeader';
import { downloadRequested } from './homeSlice';
import { selectDownload, selectPlatformVersions } from './selectors';
import { useHomeData } from './useHomeData';
import PhoneLinkPanel from './views/PhoneLinkPanel';
import PlatformCard from './views/PlatformCard';
import './home.css';

export default function LandingPage() {
  const { t, project, who, counts } = useHomeData();
  const dispatch = useAppDispatch();
  const { baseURL } = useRuntimeConfig();
  const tenantCode = useAppSelector(selectTenantId) ?? '';
  const download = useAppSelector(selectDownload);
  const platforms = useAppSelector(selectPlatformVersions);
  const load = () => {
    if (tenantCode) dispatch(downloadRequested({ tenantCode, baseURL }));
  };
  useEffect(load, [dispatch, tenantCode, baseURL]);

  const url = middlePageUrl(window.location.origin, tenantCode);
  const copy = () => {
    const done = (ok: boolean) =>
      dispatch(toastShown(ok ? { kind: 'success', key: 'home.download.copied' } : { kind: 'error', key: 'home.download.copyFailed' }));
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(url).then(
      () => done(true),
      () => done(false),
    );
  };
  const name = download.data?.tenant.name || project;
  return (
    <div className="home-page download-page">
      <HomeHeader title={t('home.download.title', { name })} intro={t('home.download.intro')} who={who} counts={counts} />
      {download.status === 'failed' && (
        <Message negative data-testid="download-failed">
          {t('home.download.loadFailed')} <Button basic compact size="mini" content={t('home.download.retry')} onClick={load} />
        </Message>
      )}
      {download.status === 'loading' && !download.data && <Message info content={t('home.download.loading')} />}
      {download.data && (
        <Card.Group itemsPerRow={3} stackable>
          {platforms.map(({ platform, version }) => (
            <PlatformCard key={platform} t={t} platform={platform} version={version} />
          ))}
        </Card.Group>
      )}
      <PhoneLinkPanel t={t} url={url} onCopy={copy} />
      <Link to="/APPVersionsManage">{t('home.download.manageVersions')}</Link>
    </div>
  );
}
