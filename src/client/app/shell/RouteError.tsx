// The router's last resort when a screen throws while rendering: keep the console usable.
import { useRouteError } from 'react-router-dom';
import { Button, Message } from 'semantic-ui-react';
import { useT } from '../../i18n';

export default function RouteError() {
  const t = useT();
  const error = useRouteError();
  return (
    <Message negative className="route-error" role="alert">
      <Message.Header>{t('shell.routeError')}</Message.Header>
      <p>{error instanceof Error ? error.message : String(error ?? '')}</p>
      <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
    </Message>
  );
}
