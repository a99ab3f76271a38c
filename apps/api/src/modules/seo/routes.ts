// /robots.txt, /sitemap.xml and /manifest.webmanifest (decisions 0175 and 0177), at the site's root (not
// /api). The sitemap is kept in the response cache under the catalogue's tag, so any catalogue change (a
// product added, edited or removed; a category or subcategory) makes the next request build it again
// (decision 0071).
import { sitemapPartParams } from '@chamak/shared/seo';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../plugins/errors.ts';
import { languageSettingsOf, shopSettingsView } from '../settings/index.ts';
import { robotsTxt, sitemapLimit, sitemapXml, webManifest } from './service.ts';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  const maxUrls = Math.min(app.config.sitemapMaxUrls, sitemapLimit);

  async function sendSitemap(reply: FastifyReply, part?: number) {
    // In the languages the shop has on: a change of them is a new key (the sitemap goes with the catalogue's tag).
    const { enabled } = await languageSettingsOf({ db: app.db });
    const key = `sitemap ${part ?? 'index'} ${enabled.join(' ')}`;
    let xml = app.responseCache.get(key);
    if (xml === undefined) {
      const built = await sitemapXml(app.ctx, publicUrl, maxUrls, part, enabled);
      if (built === null) throw new NotFound(`No such sitemap: sitemap-${part}.xml`);
      xml = built;
      app.responseCache.set(key, xml, 'catalogue');
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(xml);
  }

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );

  // The shop's name comes from its settings, so the manifest is kept under their tag.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    let manifest = app.responseCache.get('manifest');
    if (manifest === undefined) {
      const { shop } = await shopSettingsView({ db: app.db });
      manifest = JSON.stringify(webManifest(shop));
      app.responseCache.set('manifest', manifest, 'settings');
    }
    return reply.header('cache-control', 'public, no-cache').type('application/manifest+json').send(manifest);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) => sendSitemap(reply));

  app.get(
    '/sitemap-:part(^\\d+).xml',
    { schema: { hide: true, params: sitemapPartParams } },
    (request, reply) => sendSitemap(reply, request.params.part),
  );
};
