// Helpers of the collection tests: calls by path, a picture upload, real PNG and JPEG bytes.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { PageResult, ResourceRow } from '../../../src/shared/resources';
import { FILE_PATHS, UploadedFile } from '../../../src/shared/resources/files';
import { call, callMultipart, Session } from '../helpers';

export type Problems = { field: string; reason: string }[];

export const post = <T = unknown>(app: FastifyInstance, s: Session, url: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call<T>(app, s, { url, body, headers });

export const listOf = (app: FastifyInstance, s: Session, url: string, body: Record<string, unknown> = {}) =>
  post<PageResult<ResourceRow>>(app, s, url, { pageIndex: 1, pageSize: 99999, ...body });

export const png = (width = 4, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: '#3080c0' } })
    .png()
    .toBuffer();
export const jpeg = (width = 4, height = 4) =>
  sharp({ create: { width, height, channels: 3, background: '#c03080' } })
    .jpeg()
    .toBuffer();

export const upload = (app: FastifyInstance, s: Session, content: Buffer, fileName = 'icon.png', contentType = 'image/png') =>
  callMultipart<UploadedFile | null>(app, s, FILE_PATHS.upload, [{ name: 'file', fileName, content, contentType }]);
