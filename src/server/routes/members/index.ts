// The member picker's, quick authorization's and monitor API calls (src/shared/members/api.ts;
// the logic lives in src/server/members).
import type { FastifyInstance } from 'fastify';
import authorizationRoutes from './authorization';
import chatRoutes from './chat';
import matrixRoutes from './matrix';
import monitorRoutes from './monitors';
import permRoutes from './perm';

export default async function membersRoutes(app: FastifyInstance) {
  await app.register(permRoutes);
  await app.register(matrixRoutes);
  await app.register(chatRoutes);
  await app.register(authorizationRoutes);
  await app.register(monitorRoutes);
}
