// The read of a cached option list (src/client/features/dicts): a dictionary or any key-value
// list call, as its source describes the request (sources.ts).
import type { Envelope } from '../../shared/protocol';
import type { Api, RequestOptions } from './types';

export const readOptionList = (api: Api, request: RequestOptions): Promise<Envelope<unknown>> => api.request<unknown>(request);
