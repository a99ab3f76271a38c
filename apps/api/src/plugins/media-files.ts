// Media served from a storage without a local directory (an S3-compatible bucket, decision 0226): GET and HEAD
// at the same /media/ addresses, with the static server's year-long immutable caching. Keys the storage would
// refuse, keys it does not hold, and private keys (a return's photos, served by their module) are 404.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentTypeOf, isPrivateKey, type Storage } from './storage.ts';

export const mediaFromStorage = fp(async (app: FastifyInstance, opts: { storage: Storage }) => {
  const { storage } = opts;
  app.get(`${storage.urlPrefix}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.code(404).send({ message: 'No such file' });
    if (!/^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/.test(key) || key.includes('..') || isPrivateKey(key))
      return notFound();
    const body = await storage.read!(key);
    if (!body) return notFound();
    return reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
});
