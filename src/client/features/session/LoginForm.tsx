// The sign-in form. A view: it keeps what is typed and checks it (useCheckedForm); the container
// sends it.
import { Button, Form, Header, Message, Segment } from 'semantic-ui-react';
import { LineIcon, LineIconName } from '../../widgets/lineIcon/LineIcon';
import type { Credentials } from '../../api/auth';
import type { T } from '../../i18n';
import { useCheckedForm } from './useCheckedForm';
import { validateCredentials } from './validation';

export interface LoginFormProps {
  t: T;
  title: string;
  busy: boolean;
  /** the server's refusal, already in words */
  error?: string;
  /** why the last session ended (e.g. it expired) */
  notice?: string;
  /** the demo sign-in, when the server runs with demo data (from /config.json) */
  demo?: Credentials;
  onSubmit: (credentials: Credentials) => void;
  onSwitchLanguage: () => void;
  /** the school's published appearance (/appearanceConfig): its logo, the page's background
   *  picture and the line at its foot; absent or '' shows the console's own look */
  logoUrl?: string;
  backgroundUrl?: string;
  footerText?: string;
}

/** The form's fields, each with its icon (an inline drawing: the login page loads no icon font). */
const FIELDS: { name: keyof Credentials; id: string; label: string; icon: LineIconName; autoComplete: string; type?: 'password' }[] = [
  { name: 'tenantId', id: 'login-tenant', label: 'auth.tenant', icon: 'building', autoComplete: 'organization' },
  { name: 'account', id: 'login-account', label: 'auth.account', icon: 'user', autoComplete: 'username' },
  { name: 'password', id: 'login-password', label: 'auth.password', icon: 'lock', autoComplete: 'current-password', type: 'password' },
];

export default function LoginForm({ t, title, busy, error, notice, demo, onSubmit, onSwitchLanguage, logoUrl, backgroundUrl, footerText }: LoginFormProps) {
  const form = useCheckedForm<Credentials>(t, { tenantId: demo?.tenantId ?? '', account: '', password: '' }, validateCredentials);
  const submit = form.submitter(onSubmit);

  return (
    <div
      className="auth-page"
      data-testid="auth-page"
      style={backgroundUrl ? { backgroundImage: `url(${JSON.stringify(backgroundUrl)})`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
    >
      <Segment className="auth-card" padded="very">
        {logoUrl && <img className="auth-logo" src={logoUrl} alt="" data-testid="brand-logo" />}
        <Header as="h1" textAlign="center" className="auth-title">
          {title}
        </Header>
        {notice && <Message warning content={notice} />}
        <Form onSubmit={submit} error={Boolean(error)} noValidate>
          {FIELDS.map((f) => (
            <Form.Input
              key={f.name}
              id={f.id}
              label={t(f.label)}
              icon={<LineIcon name={f.icon} />}
              iconPosition="left"
              type={f.type}
              autoComplete={f.autoComplete}
              {...form.field(f.name)}
            />
          ))}
          <Message error content={error} />
          <Button type="submit" primary fluid size="large" loading={busy} disabled={busy}>
            {t('auth.signIn')}
          </Button>
        </Form>
        {demo && (
          <Message info size="small" className="auth-demo">
            <p>{t('auth.demoHint', { tenant: demo.tenantId, account: demo.account, password: demo.password })}</p>
            <Button type="button" basic size="mini" onClick={() => form.fill({ ...demo })}>
              {t('auth.useDemo')}
            </Button>
          </Message>
        )}
        <div className="auth-footer">
          <Button type="button" basic size="mini" onClick={onSwitchLanguage} lang={t('shell.switchLanguageTag')}>
            <LineIcon name="language" />
            {t('shell.switchLanguage')}
          </Button>
        </div>
      </Segment>
      {footerText && (
        <p className="auth-page-footer" data-testid="auth-page-footer">
          {footerText}
        </p>
      )}
    </div>
  );
}
