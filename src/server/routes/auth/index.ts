// /api/blade-auth: sign-in, refresh, logout and unlock.
import type { FastifyInstance } from 'fastify';
import logout from './logout';
import refresh from './refresh';
import token from './token';
import unlock from './unlock';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(token);
  await app.register(refresh);
  await app.register(logout);
  await app.register(unlock);
}
