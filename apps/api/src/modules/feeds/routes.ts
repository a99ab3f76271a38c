// GET /feeds/google.xml and /feeds/meta.csv (decision 0363), at the site's root beside the sitemap: the catalogue
// for Google Merchant Center and Meta Commerce Manager. When the shop asks for its token, a request without it or
// with a wrong one gets 403 and a plain-text sentence saying what to do, never the feed and never a cached copy.
import { feedPaths, feedQuery } from '@chamak/shared/feeds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FeedKind, feedFile, feedRefusal } from './service.ts';

const contentTypes: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};

export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');

  async function sendFeed(
    request: FastifyRequest<{ Querystring: { token?: string } }>,
    reply: FastifyReply,
    kind: FeedKind,
  ) {
    const refusal = await feedRefusal(app.db, request.query.token);
    if (refusal)
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(refusal);
    const { body, etag } = await feedFile(
      { db: app.db, storage: app.storage, publicUrl, cache: app.responseCache },
      kind,
    );
    // A token in the address makes the answer one for that address only: no shared cache keeps it.
    reply
      .header('cache-control', `${request.query.token ? 'private' : 'public'}, max-age=300`)
      .header('etag', etag)
      .type(contentTypes[kind]);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (kind === 'meta') reply.header('content-disposition', 'inline; filename="meta.csv"');
    return reply.send(body);
  }

  app.get(feedPaths.google, { schema: { hide: true, querystring: feedQuery } }, (request, reply) =>
    sendFeed(request, reply, 'google'),
  );
  app.get(feedPaths.meta, { schema: { hide: true, querystring: feedQuery } }, (request, reply) =>
    sendFeed(request, reply, 'meta'),
  );
};
