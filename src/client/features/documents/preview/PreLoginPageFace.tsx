// The page before login (document preLoginPage) or its bottom (document preLoginBottom, same
// face) on a phone, from the draft as typed: the page's shared view (preLogin/PreLoginView.tsx,
// the same the apps open) with the one document given. The face preLoginLanding shows the whole
// page from the four documents (the console's /previewAdvanceLanding sends them).
import type { Locale } from '../../../../shared/i18n/types';
import type { AppearanceContent } from '../../published';
import { todayHere } from '../../../lib/timeZone';
import { landingContentsOf, landingViewOf } from '../preLogin/landingDocuments';
import PreLoginView from '../preLogin/PreLoginView';

type FaceProps = { content: Record<string, unknown>; locale: Locale };

/** one of the two documents as typed, under the school's published appearance (name, logo, colour) */
export default function PreLoginPageFace({ content, appearance, locale }: FaceProps & { appearance?: AppearanceContent | null }) {
  const isPage = Array.isArray(content.sections);
  return (
    <div className="preview-app">
      <div className="preview-phone preview-prelogin-phone">
        <PreLoginView page={isPage ? content : null} bottom={isPage ? null : content} appearance={appearance} locale={locale} />
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
