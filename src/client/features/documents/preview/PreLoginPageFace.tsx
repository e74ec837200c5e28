// The page before login (document preLoginPage) or its bottom (document preLoginBottom, same
// face) on a phone, from the draft as typed: the page's shared view (preLogin/PreLoginView.tsx,
// the same the apps open) with the one document given. The face preLoginLanding shows the whole
// page from the four documents (the console's /previewAdvanceLanding sends them).
import type { Locale } from '../../../../shared/i18n/types';
import { todayHere } from '../../../lib/timeZone';
import { landingContentsOf, landingViewOf } from '../preLogin/landingDocuments';
import PreLoginView from '../preLogin/PreLoginView';

type FaceProps = { content: Record<string, unknown>; locale: Locale };

export default function PreLoginPageFace({ content, locale }: FaceProps) {
  const isPage = Array.isArray(content.sections);
  return (
    <div className="preview-app">
      <div className="preview-phone preview-prelogin-phone">
        <PreLoginView page={isPage ? content : null} bottom={isPage ? null : content} locale={locale} />
      </div>
    </div>
  );
}

/** The whole page from the four documents' contents ({ preLoginPage, preLoginBottom, appearance, loginPrompt }). */
export function PreLoginLandingFace({ content, locale }: FaceProps) {
  return (
    <div className="preview-landing" data-testid="preview-landing">
      <PreLoginView {...landingViewOf(landingContentsOf(content), todayHere())} locale={locale} />
    </div>
  );
}
