// The preview page inside the document screen's frame: it renders the face it is sent (the login
// page's notice, the console header with logo, name and colour, the app's failure pages, an
// identity's electronic ID card, the page before login and its bottom, or the apps' personal-centre
// page) from the draft as typed.
// It signals previewReady once listening, and shows each previewDraft push (the bridge accepts
// only the parent window of the same origin).
import { useEffect, useState } from 'react';
import { translate } from '../../../../shared/i18n/registry';
import type { FrameBridge } from '../../../frame/frameBridge';
import '../messages';
import BrandMark from '../published/BrandMark';
import LoginNotice from '../published/LoginNotice';
import { appearanceOf, noticeToShow } from '../published/readContent';
import AppExceptionFace from './AppExceptionFace';
import AppPersonalLayoutFace from './AppPersonalLayoutFace';
import EIdCardFace from './EIdCardFace';
import PreLoginPageFace, { PreLoginLandingFace } from './PreLoginPageFace';
import { PREVIEW_API, PreviewDraft, isPreviewDraft } from './previewProtocol';
import './preview.css';

function LoginPageFace({ content, locale }: Pick<PreviewDraft, 'content' | 'locale'>) {
  // The preview shows the notice whatever today's date: the dates are the administrator's to set.
  const notice = noticeToShow({ ...content, startDate: null, endDate: null }, '');
  return (
    <div className="preview-login" data-testid="preview-login">
      {notice ? <LoginNotice notice={notice} /> : <p className="preview-off">{translate(locale, 'documentsUi.preview.noticeOff')}</p>}
      <div className="preview-login-card">{translate(locale, 'auth.title')}</div>
    </div>
  );
}

function ConsoleHeaderFace({ content }: Pick<PreviewDraft, 'content'>) {
  const appearance = appearanceOf(content);
  return (
    <div className="preview-header" data-testid="preview-header" style={{ borderTopColor: appearance.primaryColor || 'transparent' }}>
      <div className="header-bar-title">
        <BrandMark name={appearance.platformName} logoUrl={appearance.logoUrl} />
      </div>
      <span className="preview-swatch" data-testid="preview-color" style={{ background: appearance.primaryColor || 'transparent' }} />
    </div>
  );
}

export default function PreviewPage({ bridge }: { bridge: FrameBridge }) {
  const [draft, setDraft] = useState<PreviewDraft | null>(null);
  useEffect(() => {
    const off = bridge.on(PREVIEW_API.draft, (data) => {
      if (isPreviewDraft(data)) setDraft(data);
    });
    bridge.start();
    bridge.signal(PREVIEW_API.ready, { face: new URLSearchParams(window.location.search).get('face') });
    return () => {
      off();
      bridge.stop();
    };
  }, [bridge]);

  if (!draft) return <p className="preview-waiting">{translate('zh-CN', 'documentsUi.preview.waiting')}</p>;
  switch (draft.face) {
    case 'loginPage':
      return <LoginPageFace content={draft.content} locale={draft.locale} />;
    case 'appException':
      return <AppExceptionFace content={draft.content} locale={draft.locale} />;
    case 'consoleHeader':
      return <ConsoleHeaderFace content={draft.content} />;
    case 'eIdCard':
      return <EIdCardFace content={draft.content} identity={draft.identity} sample={draft.sample} locale={draft.locale} />;
    case 'preLoginPage':
      return <PreLoginPageFace content={draft.content} locale={draft.locale} />;
    case 'preLoginLanding':
      return <PreLoginLandingFace content={draft.content} locale={draft.locale} />;
    case 'appPersonalLayout':
      return <AppPersonalLayoutFace content={draft.content} locale={draft.locale} />;
  }
}
