// Cache headers for public reads: short-lived, shared-cacheable, revalidated in the background.
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function publicCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200 && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
  }
  return payload;
}
