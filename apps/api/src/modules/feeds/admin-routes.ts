// Shop Settings → Catalogue feeds (decision 0363): whether the feeds are public or need the shop's token, the token
// and a new one, and the two addresses to paste into Merchant Center and Commerce Manager. The token is a secret, so
// even reading this section needs the settings' write permission (a role that only reads settings never sees it).
import { errorReply } from '@chamak/shared/common';
import { feedAccessBody, feedSettingsReply } from '@chamak/shared/feeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.ts';
import { feedSettingsView, renewFeedToken, saveFeedAccess } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const feedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({
    db: app.db,
    storage: app.storage,
    publicUrl: app.config.publicUrl.replace(/\/+$/, ''),
  });
  const settingsWrite = requireStaff('settings', 'settings.write');

  app.get(
    '/admin/settings/feeds',
    {
      preHandler: settingsWrite,
      schema: {
        ...adminOnly,
        summary: 'Catalogue feeds: who may read them, the access token and the addresses to paste',
        response: { 200: feedSettingsReply, 401: errorReply, 403: errorReply },
      },
    },
    () => feedSettingsView(ctx()),
  );

  app.put(
    '/admin/settings/feeds',
    {
      preHandler: settingsWrite,
      schema: {
        ...adminOnly,
        summary: 'Make the catalogue feeds public, or readable only with the access token',
        body: feedAccessBody,
        response: { 200: feedSettingsReply, 400: errorReply, 401: errorReply, 403: errorReply },
      },
    },
    (request) => saveFeedAccess(ctx(), request.body.access),
  );

  app.post(
    '/admin/settings/feeds/token',
    {
      preHandler: settingsWrite,
      schema: {
        ...adminOnly,
        summary: 'Make a new feed access token; the old one stops working at once',
        response: { 200: feedSettingsReply, 401: errorReply, 403: errorReply },
      },
    },
    () => renewFeedToken(ctx()),
  );
};
