// JSON answers a service writes as text from parts already in the answer's shape (the catalogue's stored product
// cards, decision 0256). Such text is sent as it is: the route keeps its shared response schema, which still
// validates every answer given as an object, and the tests hold the text to that schema.
import type { FastifyReply } from 'fastify';

/** JSON text of a T, made by code whose tests parse it with T's schema. */
export type JsonText<T> = string & { readonly jsonOf?: T };

export const jsonText = <T>(text: string): JsonText<T> => text as JsonText<T>;

/**
 * Sends a service's answer: JSON text as it is (the content type set, so Fastify skips the serializer), an object
 * through the route's response schema as usual.
 */
export async function sendAnswer<T>(reply: FastifyReply, answer: Promise<T | JsonText<T>>): Promise<T> {
  const value = await answer;
  if (typeof value !== 'string') return value as T;
  // Returning the reply after send() tells Fastify the answer is on its way.
  return reply.type('application/json; charset=utf-8').send(value) as unknown as T;
}
