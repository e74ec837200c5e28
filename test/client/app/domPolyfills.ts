// jsdom has no fetch Request; react-router's data router makes one per navigation and reads
// only its url, method and signal. Enough of it for the shell tests.
if (typeof globalThis.Request === 'undefined') {
  class RequestStub {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    readonly headers: Map<string, string>;
    readonly body: unknown;
    constructor(input: string | URL | RequestStub, init: { method?: string; signal?: AbortSignal; body?: unknown } = {}) {
      this.url = input instanceof RequestStub ? input.url : String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal;
      this.headers = new Map();
      this.body = init.body;
    }
  }
  Object.assign(globalThis, { Request: RequestStub });
}
export {};
