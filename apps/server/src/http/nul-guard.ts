import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors';

const NUL = '\u0000';

/** The JSON pointer of the first string (or key) holding a NUL, walked without recursion. */
export function findNul(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, pointer] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pointer;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return pointer;
        stack.push([child, `${pointer}/${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * No id, name or text of the shop holds a NUL character, and PostgreSQL cannot store one:
 * before it reached a query it made a 500 there (found by the security fuzz, decision 013).
 * Path parameters, query strings and bodies with one are a 400 before validation.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // Synchronous: it awaits nothing (decision 043).
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ];
    for (const [part, value] of parts) {
      const pointer = findNul(value, `/${part}`);
      if (pointer === undefined) continue;
      // The error handler translates the title by its code.
      const message = 'The request is not valid';
      return done(new ValidationError('validation_failed', message, `NUL character in ${pointer}`));
    }
    done();
  });
}
