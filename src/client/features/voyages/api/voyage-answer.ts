import { ApiError } from '#client/lib/api-client.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';

type AnswerSchemas = typeof import('./answer-schemas.ts');

/**
 * The parser of a voyages answer. Its schema module starts loading with the request and is
 * evaluated in a task of its own (answer-schemas.ts); the answer waits for it only if it comes
 * first. Without a signal the module may not arrive: that is said as the request's own failure,
 * so the read is tried again like any other.
 */
export function voyageAnswer<Name extends keyof AnswerSchemas>(
  name: Name,
): (body: unknown) => Promise<ReturnType<AnswerSchemas[Name]['parse']>> {
  const schemas = import('./answer-schemas.ts').catch(() => {
    throw new ApiError(0, pt.generic.unknown, 'NETWORK_ERROR');
  });
  // A request that fails before its answer never awaits the module.
  schemas.catch(() => undefined);
  return async (body) => (await schemas)[name].parse(body) as ReturnType<AnswerSchemas[Name]['parse']>;
}
