// The operations' own addresses (README, "Operations"): outside /api, so neither the session, the
// request signature, the tenant guard nor the rights check applies to them (paths.ts: only /api
// routes are protected), and they answer plain JSON or text, never the console's envelope.
export const OPERATIONS_PATHS = {
  /** the process is alive: 200, touches nothing */
  health: '/healthz',
  /** the process can serve: database, migrations, job runners, data-folder lock */
  ready: '/readyz',
  /** Prometheus' text format, behind METRICS_TOKEN or loopback only */
  metrics: '/metrics',
} as const;
