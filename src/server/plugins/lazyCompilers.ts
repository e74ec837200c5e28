// Route schemas compiled when a route is first called, not when the app starts. fastify compiles
// every route's validators (ajv) and response serializers (fast-json-stringify) at ready: about
// 440 routes, a third of a second of each start (the server's, and every server test's, which
// calls a handful of them). Compiled on first use, a start pays only for what is called; the
// compiled function is kept, so every later call is as before. The compilers and their options
// are fastify's own (ajv's customOptions in app.ts), and the route sweep (test/server/routes/
// sweep.test.ts) calls every route, so a schema ajv cannot compile still fails the tests.
import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;
type ValidatorRoute = Parameters<ReturnType<BuildValidator>>[0];

interface Validate {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

/**
 * fastify lower-cases a header schema's names before compiling it with its own compiler, and not
 * with a compiler given to it (as this one is); Node gives header names in lower case, so a schema
 * naming one otherwise would never match. Refused when the route is defined.
 */
function assertLowerCaseHeaders(route: ValidatorRoute): void {
  if (route.httpPart !== 'headers') return;
  const schema = route.schema as { properties?: Record<string, unknown>; required?: string[] };
  const names = [...Object.keys(schema.properties ?? {}), ...(schema.required ?? [])];
  const upper = names.find((name) => name !== name.toLowerCase());
  if (upper) throw new Error(`${route.method} ${route.url}: the header schema names "${upper}"; header names are given in lower case`);
}

/** fastify's own validator builder (one ajv per set of options, pooled), each route's run lazily */
function lazyValidatorBuilder(): BuildValidator {
  const pooled = AjvCompiler();
  return (externalSchemas, options) => {
    const compile = pooled(externalSchemas, options as Parameters<typeof pooled>[1]);
    return (route) => {
      assertLowerCaseHeaders(route);
      let compiled: Validate | undefined;
      const validate: Validate = (data, context) => {
        compiled ??= compile(route as Parameters<typeof compile>[0]) as Validate;
        const result = compiled(data, context);
        // fastify reads a failed validation's reasons from the function it called
        validate.errors = compiled.errors;
        return result;
      };
      // an ajv validator's mark: fastify then passes the request as the data's parent, so ajv may
      // replace a whole request part (coercion, defaults)
      validate.schemaEnv = true;
      return validate as ReturnType<ReturnType<BuildValidator>>;
    };
  };
}

/** fastify's own serializer builder, each route's serializer made on its first answer */
function lazySerializerBuilder(): BuildSerializer {
  const pooled = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = pooled(externalSchemas, options);
    return (route) => {
      let compiled: ((data: unknown) => string) | undefined;
      return (data: unknown) => (compiled ??= compile(route))(data);
    };
  };
}

/** fastify's `schemaController` option for one app: its own compilers and pools (as fastify makes
 *  them per instance), each route's run on its first call */
export const lazyCompilers = () =>
  ({
    compilersFactory: { buildValidator: lazyValidatorBuilder(), buildSerializer: lazySerializerBuilder() },
  }) satisfies FastifyServerOptions['schemaController'];
