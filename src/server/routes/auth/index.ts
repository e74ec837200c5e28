// /api/blade-auth: sign-in, refresh, logout, unlock and the password change.
import type { FastifyInstance } from 'fastify';
import logout from './logout';
import password from './password';
import refresh from './refresh';
import token from './token';
import unlock from './unlock';

export default async function authRoutes(app: FastifyInstance) {
  await app.register(token);
  await app.register(refresh);
  await app.register(logout);
  await app.register(unlock);
  await app.register(password);
}
