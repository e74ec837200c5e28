// Keeps document.title on the open screen's name in the current language (pageTitle.ts): set on
// every navigation and every language switch. Renders nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { useRuntimeConfig } from '../../lib/config';
import { pageTitleOf } from './pageTitle';

export default function DocumentTitle() {
  const t = useT();
  const { pathname } = useLocation();
  const { projectName } = useRuntimeConfig();
  const title = pageTitleOf(t, pathname, projectName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
