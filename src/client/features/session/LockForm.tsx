// The lock screen: who is signed in, the password to unlock, and a way out. A view.
import { FormEvent, useState } from 'react';
import { Button, Form, Header, Icon, Message, Segment } from 'semantic-ui-react';
import type { T } from '../../i18n';
import { validateUnlock } from './validation';

export interface LockFormProps {
  t: T;
  userName: string;
  busy: boolean;
  error?: string;
  onUnlock: (password: string) => void;
  onSignOut: () => void;
}

export default function LockForm({ t, userName, busy, error, onUnlock, onSignOut }: LockFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const found = validateUnlock(password);
    setProblem(found);
    if (!found) {
      onUnlock(password);
      setPassword('');
    }
  };

  return (
    <div className="auth-page">
      <Segment className="auth-card" padded="very" textAlign="center">
        <Header as="h1" icon>
          <Icon name="lock" />
          {t('auth.locked')}
          <Header.Subheader className="lock-user">{userName}</Header.Subheader>
        </Header>
        <Form onSubmit={submit} error={Boolean(error)} noValidate>
          <Form.Input
            id="lock-password"
            type="password"
            icon="key"
            iconPosition="left"
            autoComplete="current-password"
            placeholder={t('auth.unlockHint')}
            aria-label={t('auth.password')}
            value={password}
            error={problem ? { content: t(problem), pointing: 'above' } : undefined}
            onChange={(_e, d) => setPassword(String(d.value))}
          />
          <Message error content={error} />
          <Button type="submit" primary fluid loading={busy} disabled={busy}>
            {t('auth.unlock')}
          </Button>
        </Form>
        <Button basic fluid className="lock-sign-out" icon="sign out" content={t('auth.signOut')} onClick={onSignOut} disabled={busy} />
      </Segment>
    </div>
  );
}
