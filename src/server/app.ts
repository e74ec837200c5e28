// Builds the API server: plugins first (database, language, wire protocol, auth, tenant guard),
// then the route families. It never listens; main.ts does, and tests call inject().
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { FastifyInstance, FastifyReply } from 'fastify';
import type { DestinationStream } from 'pino';
import type { DemoSignIn } from './auth/demoSignIn';
import type { Db } from './db/schema';
import type { ResourceDef } from '../shared/resources';
import authPlugin from './plugins/auth';
import importsPlugin, { ImportsOptions } from './imports/plugin';
import exportsPlugin, { ExportsOptions } from './exports/plugin';
import photosPlugin from './photos/plugin';
import newsPlugin, { NewsOptions } from './news/plugin';
import visitFilerPlugin, { VisitFilerPluginOptions } from './appCalls/visitFilerPlugin';
import imageUploadsPlugin, { ImageUploadsOptions } from './files/imageUploadsPlugin';
import demoPicturesPlugin from './demoPictures/plugin';
import photoImportsPlugin, { PhotoImportsOptions } from './photoImport/plugin';
import businessPackagesPlugin, { BusinessPackagesOptions } from './businessPackages/plugin';
import dbPlugin from './plugins/db';
import metricsPlugin from './operations/metrics/plugin';
import type { PoolUse } from './db/open';
import healthRoutes from './operations/healthRoutes';
import type { DataDirLock } from './db/dataLock/lockHandle';
import fileStorePlugin from './files/store/plugin';
import type { FileStoreKind } from './files/store/area';
import { fileStoreKindOf } from './files/store/backend';
import localePlugin from './plugins/locale';
import protocolPlugin from './plugins/protocol';
import staticFiles, { StaticDirs } from './plugins/staticFiles';
import securityHeaders, { securityHeadersOf } from './plugins/securityHeaders';
import requestIdPlugin from './plugins/requestId';
import { loggerOptions, RequestLogController } from './logging/requestLog';
import { requestIdOf } from './logging/requestId';
import tenantGuard from './plugins/tenantGuard';
import rightsPlugin from './rights/plugin';
import routeAudit from './audit/routeAudit';
import auditRoutes from './routes/audit';
import authRoutes from './routes/auth';
import configRoute from './routes/config';
import cspReportRoute from './routes/cspReport';
import documentRoutes from './routes/documents';
import resourceRoutes from './routes/resources';
import fileUploadRoutes from './routes/fileUpload';
import dictRoutes from './routes/dict';
import importRoutes from './routes/import';
import exportRoutes from './routes/exports';
import orgRoutes from './routes/organization';
import peopleRoutes from './routes/people';
import membersRoutes from './routes/members';
import photoRoutes from './routes/photos';
import photoImportRoutes from './routes/photoImport';
import photoExportRoutes from './routes/photoExport';
import robotRoutes from './routes/robot';
import peopleAreaRoutes from './routes/peopleArea';
import homeRoutes from './routes/home';
import newsRoutes from './routes/news';
import landingRoute from './routes/landing';
import slideRoutes from './routes/slides';
import appCallRoutes, { AppCallsOptions } from './routes/appCalls';
import serviceFavouriteRoutes from './routes/serviceFavourites';
import serviceScoreRoutes from './routes/serviceScore';
import serviceStatsRoutes from './routes/serviceStats';
import backupRoutes from './routes/backups';
import type { Backups } from './backup/service';
import projectDetailRoutes from './routes/projectDetails';
import presetServiceRoutes from './routes/presetServices';
import serviceCatalogueRoutes from './routes/serviceCatalogue';
import alumniPostRoutes from './routes/alumniPosts';
import serviceCardRoutes from './routes/serviceCards';
import appCardRoutes from './routes/appCards';
import businessPackageRoutes from './routes/businessPackages';
import jobRoutes from './routes/jobs';
import publicReadRoutes from './routes/publicReads';
import adminRoutes from './routes/admins';
import { AUTH, REQUEST_ID_HEADER, Status } from '../shared/protocol';
import { localeFromHeader, translate } from '../shared/i18n';
import './types';
import { lazyCompilers } from './plugins/lazyCompilers';
import { namePluginsByFunction } from './plugins/pluginNames';
import { clientErrorHandler } from './plugins/protocol/clientErrors';

export interface BuildOptions {
  db: Db;
  /** folder for files (uploads, exports): <dataDir>/files/...; a temporary folder when omitted */
  dataDir?: string;
  /** where stored files live: the data folder or the database; FILE_STORE when omitted (default: the folder) */
  fileStore?: FileStoreKind;
  /** the import job runner: started with the app when `runner` is true (main.ts; tests choose) */
  imports?: Omit<ImportsOptions, 'dataDir'>;
  /** the export job runner: started with the app when `runner` is true (main.ts; tests choose) */
  exports?: Omit<ExportsOptions, 'dataDir'>;
  /** the photo zip import's runner (main.ts starts it; tests choose) */
  photoImports?: Omit<PhotoImportsOptions, 'dataDir'>;
  /** the business packages' job runner (main.ts starts it; tests choose) */
  businessPackages?: Omit<BusinessPackagesOptions, 'dataDir'>;
  /** the news synchronisation's runner (main.ts starts it; tests choose) */
  news?: NewsOptions;
  /** the visit filer (appCalls/visitFiler.ts): main.ts starts it; tests file with fileAll */
  visitFiler?: VisitFilerPluginOptions;
  /** the uploaded pictures' sweep (main.ts starts it; tests call it) */
  imageUploads?: Omit<ImageUploadsOptions, 'dataDir'>;
  now?: () => number;
  logger?: boolean;
  /** where the log goes (stdout when omitted; tests capture it) */
  logStream?: DestinationStream;
  /** one line per request (logging/requestLog.ts; default true when logging) */
  logRequests?: boolean;
  staticDirs?: StaticDirs;
  /** announced in /config.json for the login page (main.ts: only while the demo password works) */
  demoSignIn?: DemoSignIn;
  /** bytes; larger JSON bodies get 413 */
  bodyLimit?: number;
  /**
   * fastify's trustProxy (main.ts: TRUST_PROXY): which proxies may name the client address in
   * X-Forwarded-For. The sign-in throttle counts by request.ip, so behind a reverse proxy this
   * must name it, or every client shares the proxy's address.
   */
  trustProxy?: boolean | string;
  /** the apps' batch calls (the rate per app key: tests and the bench choose) */
  appCalls?: AppCallsOptions;
  /** the parent pages' origins allowed to frame the console (main.ts: FRAME_ANCESTORS, frameAncestorsOf) */
  frameAncestors?: readonly string[];
  /** the collections whose calls, exports, public reads and rights are served: RESOURCES
   *  (src/shared/resources) when omitted; a test serves its own list (the worked example) */
  resources?: readonly ResourceDef[];
  /** the data folder's lock (main.ts): /readyz checks it is still held; the check is off without one */
  dataLock?: Pick<DataDirLock, 'held'>;
  /** the database pool's use, for /metrics (db/open.ts) */
  dbPool?: PoolUse;
  /** PGlite's backups (main.ts, backup/service.ts): the console lists, makes and downloads them;
   *  absent on PostgreSQL, where the backups' calls are refused (pg_dump) */
  backups?: Backups;
  /** the tenant whose full-rights administrators may use the console's backups (routes/backups) */
  backupTenant?: string;
  /** METRICS_TOKEN: /metrics wants it as a bearer token; without one, loopback callers only */
  metricsToken?: string;
}

/** TRUST_PROXY as fastify takes it: true/false, or the proxies' addresses and CIDRs, comma separated. */
export function trustProxyOf(value: string | undefined): boolean | string | undefined {
  if (value === undefined || value === '') return undefined;
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

export function buildApp(opts: BuildOptions): FastifyInstance {
  const headers = securityHeadersOf(opts.frameAncestors);
  const app = Fastify({
    logger: opts.logger ? loggerOptions(process.env.LOG_LEVEL ?? 'info', opts.logStream) : false,
    logController: new RequestLogController({ disableRequestLogging: opts.logRequests === false }),
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // the signature covers the path exactly as sent; no rewriting of slashes or case
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // the id the console signed, else one of the server's (logging/requestId.ts)
    genReqId: requestIdOf,
    // schemas use type unions (e.g. a tenantId given as text or number)
    ajv: { customOptions: { allowUnionTypes: true, code: { optimize: false } } },
    // each route's schemas compiled on its first call (lazyCompilers.ts)
    schemaController: lazyCompilers(),
    trustProxy: opts.trustProxy ?? false,
    // what Node's parser refuses (an address or headers over 16 KB) answers with the envelope too
    clientErrorHandler: clientErrorHandler(headers),
    // errors the router meets before any hook runs (a malformed escape such as /api/%zz, an
    // over-long parameter) answer with the envelope too, in the caller's language, and with the
    // security headers and the request id (no onSend hook runs for them)
    frameworkErrors: (error, request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      void (reply as FastifyReply)
        .code(400)
        .headers(headers)
        .header(REQUEST_ID_HEADER, request.id)
        .send({ status: Status.INVALID, msg: translate(locale, 'protocol.badRequestTarget'), result: null });
      request.log.info({ code: error.code }, 'request refused by the router');
    },
  });
  namePluginsByFunction(app);
  // first, so its hook covers every answer of every plugin and route registered after it
  app.register(securityHeaders, { frameAncestors: opts.frameAncestors });
  app.register(requestIdPlugin);
  app.register(dbPlugin, { db: opts.db, now: opts.now });
  // right after the database: its onResponse hook times every route registered after it
  app.register(metricsPlugin, { token: opts.metricsToken, pool: opts.dbPool });
  app.register(localePlugin);
  app.register(protocolPlugin);
  app.register(authPlugin);
  app.register(tenantGuard);
  // after the tenant guard, before every route: settles each route's right and checks it (issue 36)
  app.register(rightsPlugin, { resources: opts.resources });
  // before every route: wraps the write calls that declare how they are recorded (audit/routeAudit.ts)
  app.register(routeAudit);
  app.register(staticFiles, { dirs: opts.staticDirs });
  // without a data folder (tests that never upload) files go to one temporary folder a process
  const dataDir = opts.dataDir ?? path.join(tmpdir(), `campus-files-${process.pid}`);
  app.register(fileStorePlugin, { dataDir, kind: opts.fileStore ?? fileStoreKindOf(process.env.FILE_STORE) });
  app.register(importsPlugin, { dataDir, ...opts.imports });
  app.register(exportsPlugin, { dataDir, ...opts.exports });
  app.register(photosPlugin);
  app.register(imageUploadsPlugin, { dataDir, ...opts.imageUploads });
  app.register(demoPicturesPlugin);
  app.register(photoImportsPlugin, { dataDir, ...opts.photoImports });
  app.register(businessPackagesPlugin, { dataDir, ...opts.businessPackages });
  app.register(newsPlugin, opts.news ?? {});
  app.register(visitFilerPlugin, opts.visitFiler ?? {});

  // /healthz, /readyz: outside /api, so unsigned and without a session (operations/)
  app.register(healthRoutes, { lock: opts.dataLock });
  app.register(configRoute, { staticDir: opts.staticDirs?.static, demoSignIn: opts.demoSignIn });
  app.register(cspReportRoute);
  app.register(authRoutes, { prefix: AUTH });
  app.register(dictRoutes);
  app.register(resourceRoutes, { resources: opts.resources, urlCheck: true });
  app.register(documentRoutes);
  app.register(auditRoutes);
  app.register(fileUploadRoutes);
  app.register(importRoutes);
  app.register(exportRoutes, { resources: opts.resources });
  app.register(peopleRoutes);
  app.register(orgRoutes);
  app.register(membersRoutes);
  app.register(photoRoutes);
  app.register(photoImportRoutes);
  app.register(photoExportRoutes);
  app.register(businessPackageRoutes);
  app.register(robotRoutes);
  app.register(peopleAreaRoutes);
  app.register(homeRoutes);
  app.register(newsRoutes);
  app.register(landingRoute, { distDir: opts.staticDirs?.dist });
  app.register(slideRoutes);
  app.register(appCallRoutes, opts.appCalls ?? {});
  app.register(serviceFavouriteRoutes);
  app.register(serviceScoreRoutes);
  app.register(serviceStatsRoutes);
  app.register(projectDetailRoutes);
  app.register(backupRoutes, { backups: opts.backups, tenant: opts.backupTenant });
  app.register(presetServiceRoutes);
  app.register(serviceCatalogueRoutes);
  app.register(alumniPostRoutes);
  app.register(serviceCardRoutes);
  app.register(appCardRoutes);
  app.register(jobRoutes);
  app.register(publicReadRoutes, { resources: opts.resources });
  app.register(adminRoutes);
  return app;
}
