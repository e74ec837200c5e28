// What a screen shows when its chunk did not arrive: the ChunkLoadError text and a retry.
import { Button, Message } from 'semantic-ui-react';
import type { T } from '../../i18n';

export interface ChunkErrorProps {
  t: T;
  detail: string;
  onRetry: () => void;
}

export default function ChunkError({ t, detail, onRetry }: ChunkErrorProps) {
  return (
    <Message negative className="chunk-error" role="alert">
      <Message.Header>{t('shell.chunkFailed')}</Message.Header>
      <p>{t('shell.chunkFailedDetail')}</p>
      <p className="chunk-error-detail">{detail}</p>
      <Button primary onClick={onRetry}>
        {t('shell.retry')}
      </Button>
    </Message>
  );
}
