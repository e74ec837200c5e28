// Input no column can hold, refused once for every route: a NUL character (U+0000) or a lone
// UTF-16 surrogate in any string or key of the body, the query or the path's parameters (PostgreSQL text cannot store a
// NUL, and jsonb refuses the escape of a lone surrogate: either ended as a 500), a number that is not finite or lies beyond ±2^53 − 1 (no field of this API takes one; a
// whole number past it is not even exact), and nesting deeper than MAX_DEPTH. Each answers
// HTTP 400 / 9009 with one field error naming the field as schema failures do
// (`advancedSearch.0.value`; `(body)` for the body itself). Runs at preValidation, after the
// signature check, so only a verified caller learns why; the route's schema runs next and sets
// the finer bounds (pageIndex, ids).
import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../shared/protocol';
import { fieldError, invalid } from '../../envelope';
import type { Translate } from '../../types';

/** deeper than any body of the API (the deepest, a selection's filters, is 3) */
export const MAX_DEPTH = 32;

type Problem = { path: string; key: 'validation.nulCharacter' | 'validation.loneSurrogate' | 'validation.numberRange' | 'validation.tooDeep' };

const hasNul = (s: string) => s.includes('\u0000');
/** a high surrogate not followed by a low one, or a low one alone (not a character) */
const hasLoneSurrogate = (s: string) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);
const textProblem = (s: string): Problem['key'] | null => (hasNul(s) ? 'validation.nulCharacter' : hasLoneSurrogate(s) ? 'validation.loneSurrogate' : null);

interface Node {
  value: unknown;
  /** the container holding it, and its key there (paths are spelled only for a problem) */
  parent: Node | null;
  key: string;
  depth: number;
}

const pathOf = (node: Node): string => {
  const keys: string[] = [];
  for (let n: Node | null = node; n && n.parent; n = n.parent) keys.push(n.key);
  return keys.reverse().join('.');
};

const shown = (path: string) => path.replace(/\u0000/g, '\\0').replace(/[\uD800-\uDFFF]/g, '\uFFFD');

/** The first problem in a parsed body or query, walked without recursion (no stack to exhaust). */
export function findInputProblem(root: unknown): Problem | null {
  const stack: Node[] = [{ value: root, parent: null, key: '', depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value, depth } = node;
    if (typeof value === 'string') {
      const key = textProblem(value);
      if (key) return { path: pathOf(node), key };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { path: pathOf(node), key: 'validation.numberRange' };
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return { path: pathOf(node), key: 'validation.tooDeep' };
      // pushed in reverse so the first field in the body is the one reported
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], parent: node, key: String(i), depth: depth + 1 });
      } else {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          const child: Node = { value: (value as Record<string, unknown>)[keys[i]], parent: node, key: keys[i], depth: depth + 1 };
          const keyProblem = textProblem(keys[i]);
          if (keyProblem) return { path: shown(pathOf(child)), key: keyProblem };
          stack.push(child);
        }
      }
    }
  }
  return null;
}

export function inputProblemError(problem: Problem, t: Translate): FieldError {
  const field = problem.path || '(body)';
  return fieldError(t, field, problem.key, { field });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route's plugin checks its input itself and answers in its own shape (the app calls) */
    ownInputCheck?: boolean;
  }
}

export function registerInputTextCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config?.ownInputCheck) return;
    // a path parameter too: `/api/public/news/%00` is decoded by the router into a NUL
    const problem = findInputProblem(request.body) ?? findInputProblem(request.query) ?? findInputProblem(request.params);
    if (!problem) return;
    return reply.code(400).send(invalid(request.t, [inputProblemError(problem, request.t)]));
  });
}
