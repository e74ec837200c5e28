// The start of the page before login (landing.html, served at /landing/<tenant code>): only the
// messages it shows (the page's and its bottom's labels, its own words), then the page.
import { createRoot } from 'react-dom/client';
import preLoginBottomLabels from '../../shared/documents/preLoginBottom/labels';
import preLoginPageLabels from '../../shared/documents/preLoginPage/labels';
import { addCatalogue, translate } from '../../shared/i18n/registry';
import preLoginLanding from '../../shared/i18n/preLoginLanding';
import LandingApp from './LandingApp';
import { landingLocaleOf, landingTenantOf } from './landingTenant';
import './landing.css';

for (const catalogue of [preLoginPageLabels, preLoginBottomLabels, preLoginLanding]) addCatalogue(catalogue);
const locale = landingLocaleOf(window.location.search);
document.documentElement.lang = locale;
document.title = translate(locale, 'preLoginLanding.pageTitle');
createRoot(document.getElementById('landing-root')!).render(<LandingApp tenantCode={landingTenantOf(window.location.pathname)} locale={locale} />);
