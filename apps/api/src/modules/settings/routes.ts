// Shop configuration the storefront renders (D5, D17) and the admin's change of it (health: modules/health).
import { messageReply } from '@chamak/shared/common';
import { pingReply, shopSettingsBody, shopSettingsResponse } from '@chamak/shared/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../plugins/answer-language.ts';
import { requireStaff } from '../../plugins/auth.ts';
import { phoneSignInSettingsRoutes } from './phone-sign-in-routes.ts';
import { saveShopSettings, shopSettingsView } from './service.ts';
import { localizedSettings } from './text-translations.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Shop identity and delivery rule',
        response: { 200: shopSettingsResponse },
      },
      config: { cache: 'settings' },
    },
    // A page in another language gets the tagline, taglines and care hours the admin translated (decision 0333).
    async (request) =>
      localizedSettings(app.db, requestLanguage(request), await shopSettingsView({ db: app.db })),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the shop identity, delivery rule or COD rules',
        security: [{ bearer: [] }],
        body: shopSettingsBody,
        response: { 200: messageReply },
      },
      preHandler: requireStaff('settings'),
    },
    async (request) => {
      await saveShopSettings({ db: app.db, cache: app.responseCache }, request.body);
      return { message: 'Settings saved' };
    },
  );

  // Sign-in by mobile number's setting: admins only, its own call (not among the public settings).
  await app.register(phoneSignInSettingsRoutes);

  // A route with no work behind it: the benchmark's yardstick for the framework's own cost.
  app.get('/ping', { schema: { hide: true, response: { 200: pingReply } } }, () => ({ pong: true as const }));
};
