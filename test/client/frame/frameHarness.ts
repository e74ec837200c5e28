// A stand-in parent window for the frame tests: a real jsdom window (an iframe's), so it can be
// a MessageEvent's source, whose postMessage is recorded instead of delivered.
import type { FrameMessage } from '../../../src/client/frame/types';

export function makeParent() {
  const iframe = document.createElement('iframe');
  document.body.appendChild(iframe);
  const parent = iframe.contentWindow as Window;
  const posted: { message: FrameMessage; targetOrigin: string }[] = [];
  jest.spyOn(parent, 'postMessage').mockImplementation(((message: FrameMessage, targetOrigin: string) => {
    posted.push({ message, targetOrigin });
  }) as Window['postMessage']);
  const remove = () => iframe.remove();
  return { parent, posted, remove };
}

/** Delivers a message to the console's window as if `source` had posted it. */
export function deliver(data: unknown, source: Window | null, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** Lets resolved promises run their handlers. */
export const flushPromises = () => new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));
