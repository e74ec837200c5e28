// The calls of a collection's export (src/shared/exports/resourceApi.ts): its start beside the
// collection's own calls, and the progress poll of a job that names no people identity. Cancel
// and download are the bulk export's own (src/client/api/exports.ts).
import { EXPORT_PATHS, ExportProgress } from '../../../shared/exports/api';
import type { ResourceExportBody } from '../../../shared/exports/resourceApi';
import type { Envelope } from '../../../shared/protocol';
import type { Api } from '../../api/types';

export const startResourceExport = (api: Api, path: string, body: ResourceExportBody): Promise<Envelope<{ redisKey: string }>> =>
  api.request<{ redisKey: string }>({ method: 'POST', url: path, data: body });

export const fetchResourceExportProgress = (api: Api, redisKey: string): Promise<Envelope<ExportProgress>> =>
  api.request<ExportProgress>({ method: 'POST', url: EXPORT_PATHS.progress, data: { redisKey } });
