// The live preview beside a document's form: the preview page in a frame (same origin), sent the
// form's content whenever it changes and again when the page says it is ready.
import { useEffect, useRef } from 'react';
import type { DocumentFace } from '../../../shared/documents/types';
import type { Locale } from '../../../shared/i18n/types';
import { isReadyFrom, postDraft } from './preview/previewProtocol';
import { previewUrl } from './preview/previewUrl';
import type { SamplePerson } from './preview/eIdSample';

export interface PreviewFrameProps {
  face: DocumentFace;
  content: Record<string, unknown>;
  /** the identity of a per-identity document's draft, else null */
  identity?: string | null;
  /** the person a face shows (the e-ID card's), when the screen has one */
  sample?: SamplePerson | null;
  locale: Locale;
  title: string;
}

export default function PreviewFrame({ face, content, identity, sample, locale, title }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ face, content, identity, sample, locale });
  const origin = window.location.origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (isReadyFrom(event, target, origin)) postDraft(target, origin, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    latest.current = { face, content, identity, sample, locale };
    postDraft(frame.current?.contentWindow, origin, latest.current);
  }, [face, content, identity, sample, locale, origin]);

  return <iframe ref={frame} className="document-preview-frame" title={title} src={previewUrl(face)} data-testid="doc-preview" />;
}
