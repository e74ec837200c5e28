// What a screen shows when its chunk did not arrive: the ChunkLoadError text and a retry, or,
// when the chunk belongs to a build the server no longer has, that a new version is there and
// a button that reloads the page (the session, the language and the route are kept).
import { Button, Message } from 'semantic-ui-react';
import type { T } from '../../i18n';

export interface ChunkErrorProps {
  t: T;
  detail: string;
  /** the server serves another build: reload instead of retrying */
  outdated?: boolean;
  onRetry: () => void;
  onReload: () => void;
}

export default function ChunkError({ t, detail, outdated, onRetry, onReload }: ChunkErrorProps) {
  return (
    <Message negative={!outdated} warning={outdated} className="chunk-error" role="alert" data-outdated={outdated ? 'true' : undefined}>
      <Message.Header>{t(outdated ? 'shell.newVersion' : 'shell.chunkFailed')}</Message.Header>
      <p>{t(outdated ? 'shell.newVersionDetail' : 'shell.chunkFailedDetail')}</p>
      <p className="chunk-error-detail">{detail}</p>
      {outdated ? (
        <Button primary onClick={onReload} data-testid="chunk-reload">
          {t('shell.reload')}
        </Button>
      ) : (
        <Button primary onClick={onRetry} data-testid="chunk-retry">
          {t('shell.retry')}
        </Button>
      )}
    </Message>
  );
}
