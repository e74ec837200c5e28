// The login page's notice (document loginPrompt): its title and rich text, information or warning.
// A view, shown by the login page (published version) and by the preview (the draft).
import { useMemo } from 'react';
import { Message } from 'semantic-ui-react';
import type { LoginNoticeContent } from './readContent';
import { safeHtml } from './safeHtml';
import './published.css';

export default function LoginNotice({ notice }: { notice: LoginNoticeContent }) {
  const html = useMemo(() => safeHtml(notice.html), [notice.html]);
  return (
    <Message className="login-notice" info={notice.level === 'info'} warning={notice.level === 'warning'} data-testid="login-notice" role="status">
      {notice.title && <Message.Header>{notice.title}</Message.Header>}
      {/* allowlisted twice: by the server when stored, by safeHtml here */}
      {html && <div className="login-notice-text" dangerouslySetInnerHTML={{ __html: html }} />}
    </Message>
  );
}
