import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/errors.js';

const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text PostgreSQL cannot take: a NUL character (text columns refuse U+0000), or a lone UTF-16
 * surrogate (JSON allows "\ud800", but it has no UTF-8 form, so the drivers refuse or alter it).
 */
function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be saved (a NUL character or a broken Unicode character).';

/**
 * The path ("fullName", "questionIds.0", "" for the value itself) of the first string or object
 * key in `value` that the database could not store, or undefined when there is none. Walks with a
 * list instead of recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (isUnstorable(item)) return path;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorable(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * One check at the edge, for every route: text in the path, the query or the body that the
 * database cannot store is refused with 400 and the field it was found in. It runs after the
 * route's schema (whose own message for a field, e.g. "Please enter a valid e-mail", wins) and
 * before its handler. Doing it here rather than in each zod schema covers every route (also the
 * hidden ones and those added later) at once. A cookie carrying such text is not one this server set: it is dropped, as if it
 * had not been sent, so a stray cookie cannot lock a browser out of the whole site. A raw body
 * (the Stripe webhook's bytes) is left to its route, which verifies its signature.
 */
export function registerStorableInputCheck(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const cookies = request.cookies ?? {};
    for (const [name, value] of Object.entries(cookies)) {
      if (value !== undefined && isUnstorable(value)) delete cookies[name];
    }
    const field =
      findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (field === undefined) return done();
    done(
      new AppError('VALIDATION', UNSTORABLE_TEXT_MESSAGE, { fieldErrors: { [field || '_']: UNSTORABLE_TEXT_MESSAGE } }),
    );
  });
}
