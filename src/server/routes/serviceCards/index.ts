// The service-card designer's calls (/cardsConfigNew): the cards and their associations
// (cardRoutes.ts) and the columns with the data sources they read (columnRoutes.ts).
import type { FastifyInstance } from 'fastify';
import cardRoutes from './cardRoutes';
import columnRoutes from './columnRoutes';

export default async function serviceCardRoutes(app: FastifyInstance) {
  await app.register(cardRoutes);
  await app.register(columnRoutes);
}
