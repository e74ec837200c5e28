// The preview page inside the document screen's frame: it renders the face it is sent (the login
// page's notice above the school's name and logo, the console header with logo, name and colour, the app's failure pages, an
// identity's electronic ID card, the page before login and its bottom, or the apps' personal-centre
// page) from the draft as typed.
// It signals previewReady once listening, and shows each previewDraft push (the bridge accepts
// only the parent window of the same origin).
import { useEffect, useState } from 'react';
import { PRIMARY_COLOR_PROPERTY, appearanceOf, noticeToShow } from '../../published';
import { translate } from '../../../../shared/i18n/registry';
import type { FrameBridge } from '../../../frame/frameBridge';
import '../messages';
import { BrandMark, LoginNotice } from '../../published/components';
import AppExceptionFace from './AppExceptionFace';
import AppPersonalLayoutFace from './AppPersonalLayoutFace';
import EIdCardFace from './EIdCardFace';
import PreLoginPageFace, { PreLoginLandingFace } from './PreLoginPageFace';
import { PREVIEW_API, PreviewDraft, isPreviewDraft } from './previewProtocol';
import './preview.css';

function LoginPageFace({ content, appearance, locale }: Pick<PreviewDraft, 'content' | 'appearance' | 'locale'>) {
  // The preview shows the notice whatever today's date: the dates are the administrator's to set.
  const notice = noticeToShow({ ...content, startDate: null, endDate: null }, '');
  return (
    <div className="preview-login" data-testid="preview-login">
      {notice ? <LoginNotice notice={notice} /> : <p className="preview-off">{translate(locale, 'documentsUi.preview.noticeOff')}</p>}
      {/* the school's name and logo, as the login page shows them (the console's name when it has none) */}
      <div className="preview-login-card" data-testid="preview-login-card">
        <BrandMark name={appearance?.platformName || translate(locale, 'auth.title')} logoUrl={appearance?.logoUrl} />
      </div>
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
  // the device whose screen the frame is: the face fills it (preview.css) instead of drawing a phone
  const device = draft?.device;
  useEffect(() => {
    if (device) document.body.dataset.device = device;
    else delete document.body.dataset.device;
  }, [device]);
  // the school's main colour on the face's buttons and links, as on the pages it previews
  const color = draft?.appearance?.primaryColor;
  useEffect(() => {
    const root = document.documentElement.style;
    if (color) root.setProperty(PRIMARY_COLOR_PROPERTY, color);
    else root.removeProperty(PRIMARY_COLOR_PROPERTY);
  }, [color]);

  if (!draft) return <p className="preview-waiting">{translate('zh-CN', 'documentsUi.preview.waiting')}</p>;
  switch (draft.face) {
    case 'loginPage':
      return <LoginPageFace content={draft.content} appearance={draft.appearance} locale={draft.locale} />;
    case 'appException':
      return <AppExceptionFace content={draft.content} locale={draft.locale} />;
    case 'consoleHeader':
      return <ConsoleHeaderFace content={draft.content} />;
    case 'eIdCard':
      return <EIdCardFace content={draft.content} identity={draft.identity} sample={draft.sample} locale={draft.locale} />;
    case 'preLoginPage':
      return <PreLoginPageFace content={draft.content} appearance={draft.appearance} locale={draft.locale} />;
    case 'preLoginLanding':
      return <PreLoginLandingFace content={draft.content} locale={draft.locale} />;
    case 'appPersonalLayout':
      return <AppPersonalLayoutFace content={draft.content} locale={draft.locale} />;
  }
}
