// /downloadMiddlePage?tenant=CODE: the page a phone opens from the download page's code. It is
// outside the signed-in shell (no sign-in: phones open it); the tenant comes from the link, or
// from the session when an administrator opens it from the menu. The offer follows the device
// (middleOffer.ts). A signed-in administrator (who opened it from the console's menu) also gets a
// way back to the console above it; a phone (no session) sees the page alone.
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Container, Header, Image, Loader, Message } from 'semantic-ui-react';
import { HOME_PATH } from '../../../shared/routes';
import { MIDDLE_PAGE_TENANT_PARAM } from '../../../shared/home/api';
import { useRuntimeConfig } from '../../lib/config';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { useT } from '../../i18n';
import { selectIsSignedIn, selectTenantId } from '../session';
import { downloadRequested } from './homeSlice';
import { chooseOffer } from './middleOffer';
import { selectDownload, selectPlatformVersions } from './selectors';
import MiddleOfferView from './views/MiddleOfferView';
import './home.css';

export default function DownloadMiddlePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [search] = useSearchParams();
  const { baseURL, projectName } = useRuntimeConfig();
  const sessionTenant = useAppSelector(selectTenantId);
  const signedIn = useAppSelector(selectIsSignedIn);
  const navigate = useNavigate();
  // back where the menu was clicked, or to the console's first screen when the page was opened directly
  const backToConsole = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(HOME_PATH));
  const tenantCode = (search.get(MIDDLE_PAGE_TENANT_PARAM) ?? '').trim() || sessionTenant || '';
  const download = useAppSelector(selectDownload);
  const platforms = useAppSelector(selectPlatformVersions);
  useEffect(() => {
    if (tenantCode) dispatch(downloadRequested({ tenantCode, baseURL }));
  }, [dispatch, tenantCode, baseURL]);
  const data = download.tenantCode === tenantCode ? download.data : null;
  const offer = useMemo(() => (data ? chooseOffer(navigator.userAgent, data.platforms) : null), [data]);

  const name = data?.tenant.name || projectName;
  // the logo's address is the API's (a path under the configured base)
  const logo = data?.tenant.logo ? (data.tenant.logo.startsWith('/') ? `${baseURL.replace(/\/+$/, '')}${data.tenant.logo}` : data.tenant.logo) : null;
  let body;
  if (!tenantCode) body = <Message warning content={t('home.middle.noTenant')} />;
  else if (download.status === 'failed')
    body = <Message negative content={t(download.failure === 'notFound' ? 'home.middle.tenantUnknown' : 'home.middle.loadFailed')} />;
  else if (!offer) body = <Loader active inline="centered" />;
  else body = <MiddleOfferView t={t} offer={offer} platforms={platforms} />;
  return (
    <Container text className="middle-page">
      {signedIn && (
        <nav className="middle-back">
          <Button basic size="small" icon="arrow left" content={t('home.middle.backToConsole')} onClick={backToConsole} data-testid="middle-back" />
        </nav>
      )}
      <Header as="h2" textAlign="center">
        {logo && <Image src={logo} size="mini" alt="" data-testid="middle-logo" />}
        {name ? t('home.middle.title', { name }) : null}
      </Header>
      {body}
    </Container>
  );
}
