// The login notice (document loginPrompt) inside the page before login: its title and its rich
// text through safeHtml. Plain markup (the console's LoginNotice is a semantic-ui message), so the
// real page carries no UI library.
import { useMemo } from 'react';
import { safeHtml, type LoginNoticeContent } from '../../published';

export default function PreLoginNotice({ notice }: { notice: LoginNoticeContent }) {
  const html = useMemo(() => safeHtml(notice.html), [notice.html]);
  return (
    <div className={`prelogin-notice prelogin-notice-${notice.level}`} role="status" data-testid="login-notice">
      {notice.title && <strong>{notice.title}</strong>}
      {/* allowlisted twice: by the server when stored, by safeHtml here */}
      {html && <div className="prelogin-notice-text" dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}
