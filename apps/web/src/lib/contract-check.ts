import type * as Contract from '@seaside/contract';

/** The contract's schemas of answer bodies, by name. */
type ResponseSchemaName = {
  [K in keyof typeof Contract]: K extends `${string}ResponseSchema` ? K : never;
}[keyof typeof Contract];

/**
 * In development and in tests, checks an answer's body against the contract's schema and fails
 * loudly (a rejection naming the route, unhandled where the caller does not wait for it) when the
 * server and the contract disagree.
 * Production builds drop the check and never load the schemas for it.
 */
export function checkBody(schema: ResponseSchemaName, body: unknown, route: string): Promise<void> | undefined {
  if (!import.meta.env.DEV && import.meta.env.MODE !== 'test') return undefined;
  return import('@seaside/contract').then((contract) => {
    const result = contract[schema].safeParse(body);
    if (!result.success) throw new Error(`${route}: the answer does not match ${schema}: ${result.error.message}`);
  });
}
