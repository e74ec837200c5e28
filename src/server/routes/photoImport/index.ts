// Routes of user photos (issue 5): filled in by the photo work.
import type { FastifyInstance } from 'fastify';

export default async function routes(_app: FastifyInstance): Promise<void> {}
