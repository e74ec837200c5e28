// fastify names every plugin as it is registered (for its error messages and the plugin chain):
// from the plugin's display name, else by looking the function up among the exports of every
// loaded module (`require.cache`), else from the function's own name. Every plugin here is a
// named function, so the middle step found nothing new and cost a walk over every loaded module
// at each of ~70 registrations, ~0.15 s per app, several times that in Jest, whose module
// registry is rebuilt for each walk. Naming each plugin first skips the walk.
import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

type Plugin = ((...args: never[]) => unknown) & { [DISPLAY_NAME]?: string };

/** Gives each plugin registered on this instance, or on any instance it encapsulates, its
 *  function's name as its display name before fastify names it (once per function). */
export function namePluginsByFunction(app: FastifyInstance): void {
  // fastify's child instances inherit `register` from their parent (Object.create)
  const register = app.register;
  app.register = function (this: FastifyInstance, plugin: unknown, opts?: unknown) {
    if (typeof plugin === 'function' && plugin.name && !(plugin as Plugin)[DISPLAY_NAME]) (plugin as Plugin)[DISPLAY_NAME] = plugin.name;
    return (register as (this: FastifyInstance, p: unknown, o?: unknown) => FastifyInstance).call(this, plugin, opts);
  } as FastifyInstance['register'];
}
