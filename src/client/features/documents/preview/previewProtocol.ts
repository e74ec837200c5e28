// The live preview's messages, in the frame messaging of document 002 (src/client/frame/types.ts:
// { webApiId, apiName, webApiType, data }). The document screen is the preview frame's parent:
//   previewReady  preview → screen, an active signal when the page listens (data { face })
//   previewDraft  screen → preview, a passive push of the form as typed (data PreviewDraft);
//                 the preview acknowledges it as every push is (src/client/frame/frameBridge.ts)
// Both sides take a message only from their own origin and from the other window.
import type { DocumentFace } from '../../../../shared/documents/types';
import type { Locale } from '../../../../shared/i18n/types';
import { FrameMessage, isFrameMessage } from '../../../frame/types';
import type { DeviceName } from '../../../widgets/deviceFrame/devices';
import type { AppearanceContent } from '../../published';
import type { SamplePerson } from './eIdSample';

export const PREVIEW_API = { ready: 'previewReady', draft: 'previewDraft' } as const;

export interface PreviewDraft {
  face: DocumentFace;
  content: Record<string, unknown>;
  /** the identity of a per-identity document's draft (the e-ID card's sample person), else null */
  identity?: string | null;
  /** a person of that identity from the console's people list, for the e-ID card's preview */
  sample?: SamplePerson | null;
  /** the school's published appearance (name, logo, colour): a face shows the school as the page
   *  it previews does (documents/useSchoolAppearance.ts); absent until read */
  appearance?: AppearanceContent | null;
  /** the device the frame is (the face fills its screen instead of drawing a phone of its own) */
  device?: DeviceName;
  locale: Locale;
}

const FACES: Record<DocumentFace, true> = {
  loginPage: true,
  consoleHeader: true,
  appException: true,
  eIdCard: true,
  preLoginPage: true,
  preLoginLanding: true,
  appPersonalLayout: true,
};

export const isPreviewDraft = (x: unknown): x is PreviewDraft => {
  const d = x as PreviewDraft;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.face === 'string' &&
    Object.hasOwn(FACES, d.face) &&
    typeof d.content === 'object' &&
    d.content !== null &&
    !Array.isArray(d.content)
  );
};

let sequence = 0;
export const draftMessage = (draft: PreviewDraft): FrameMessage<PreviewDraft> => ({
  webApiId: `preview-${Date.now().toString(36)}-${(++sequence).toString(36)}`,
  apiName: PREVIEW_API.draft,
  webApiType: 'passive',
  data: draft,
});

/** The screen's side: is this event the preview frame (same origin, that window) saying it is ready? */
export function isReadyFrom(event: MessageEvent, frame: Window | null | undefined, origin: string): boolean {
  return (
    Boolean(frame) &&
    event.source === frame &&
    event.origin === origin &&
    isFrameMessage(event.data) &&
    event.data.apiName === PREVIEW_API.ready &&
    event.data.webApiType === 'active'
  );
}

/** Sends the draft to the preview frame, to the console's own origin only. */
export function postDraft(frame: Window | null | undefined, origin: string, draft: PreviewDraft): void {
  frame?.postMessage(draftMessage(draft), origin);
}
