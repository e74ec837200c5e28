// The live preview beside a document's form: the preview page in a frame (same origin), sent the
// form's content (with the school's published appearance) whenever it changes and again when the
// page says it is ready. The frame is a device's screen (phone or tablet, the switch above it,
// widgets/deviceFrame) scaled to the column, so the whole face shows at the device's real width;
// a screen that lays out its own devices passes `device` and gets the bare frame.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import DeviceFrame, { DeviceSwitch } from '../../widgets/deviceFrame/DeviceFrame';
import type { DeviceName } from '../../widgets/deviceFrame/devices';
import type { DocumentFace } from '../../../shared/documents/types';
import type { Locale } from '../../../shared/i18n/types';
import { isReadyFrom, postDraft } from './preview/previewProtocol';
import { previewUrl } from './preview/previewUrl';
import type { SamplePerson } from './preview/eIdSample';
import type { AppearanceContent } from '../published';

export interface PreviewFrameProps {
  face: DocumentFace;
  content: Record<string, unknown>;
  /** the identity of a per-identity document's draft, else null */
  identity?: string | null;
  /** the person a face shows (the e-ID card's), when the screen has one */
  sample?: SamplePerson | null;
  /** the school's published appearance (useSchoolAppearance), for the faces that show the school */
  appearance?: AppearanceContent | null;
  locale: Locale;
  title: string;
  /** the device, when the screen draws the device and its switch itself (else this frame does) */
  device?: DeviceName;
}

export default function PreviewFrame({ face, content, identity, sample, appearance, locale, title, device: given }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [chosen, setChosen] = useState<DeviceName>('phone');
  const device = given ?? chosen;
  const latest = useRef({ face, content, identity, sample, appearance, device, locale });
  const origin = window.location.origin;

  // listening from the commit on (a layout effect): a same-origin frame runs on this page's thread,
  // and on a busy machine its page could say it is ready before a passive effect had listened,
  // leaving the preview waiting for a draft that never came
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (isReadyFrom(event, target, origin)) postDraft(target, origin, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    latest.current = { face, content, identity, sample, appearance, device, locale };
    postDraft(frame.current?.contentWindow, origin, latest.current);
  }, [face, content, identity, sample, appearance, device, locale, origin]);

  const iframe = <iframe ref={frame} className="document-preview-frame" title={title} src={previewUrl(face)} data-testid="doc-preview" />;
  if (given) return iframe;
  return (
    <div className="document-preview-device">
      <DeviceSwitch device={device} onChange={setChosen} />
      <DeviceFrame device={device} testId="doc-preview-device">
        {iframe}
      </DeviceFrame>
    </div>
  );
}
