// The service-card designer's calls (/cardsConfigNew): the cards and their associations
// (cardRoutes.ts), the columns with the data sources they read (columnRoutes.ts) and the option
// lists a column is tied through (optionRoutes.ts).
import type { FastifyInstance } from 'fastify';
import cardRoutes from './cardRoutes';
import columnRoutes from './columnRoutes';
import optionRoutes from './optionRoutes';

export default async function serviceCardRoutes(app: FastifyInstance) {
  await app.register(cardRoutes);
  await app.register(columnRoutes);
  await app.register(optionRoutes);
}
