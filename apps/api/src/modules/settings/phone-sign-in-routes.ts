// Shop Settings → Sign-in by mobile number (decision 0316): how sign-in codes go (SMS or WhatsApp first, the other
// as fallback), their templates and the shop's daily cap, read and saved by an admin. Not public: its own call.
// The setting is read from the database on every code request (it is not among the remembered settings), so a
// save reaches every process at once.
import {
  defaultPhoneSignInSettings,
  type PhoneSignInSettings,
  phoneSignInSettingsBody,
  phoneSignInSettingsReply,
} from '@chamak/shared/phone-sign-in';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffArea } from '../../plugins/auth.ts';
import { getSetting, putSetting } from './service.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const phoneSignInSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'settings');
  const view = async () => ({
    settings: await getSetting<PhoneSignInSettings>(app.db, 'phoneSignIn', defaultPhoneSignInSettings),
    providers: { sms: Boolean(app.config.phone.msg91), whatsapp: Boolean(app.config.phone.whatsapp) },
  });

  app.get(
    '/admin/settings/phone-sign-in',
    {
      schema: {
        ...adminOnly,
        summary:
          "Sign-in by mobile number: the codes' first channel, templates and daily cap; the providers set up",
        response: { 200: phoneSignInSettingsReply },
      },
    },
    view,
  );

  app.put(
    '/admin/settings/phone-sign-in',
    {
      schema: {
        ...adminOnly,
        summary:
          'Save how sign-in codes go: SMS or WhatsApp first, the MSG91 DLT template id, the WhatsApp template and language, the daily cap',
        body: phoneSignInSettingsBody,
        response: { 200: phoneSignInSettingsReply },
      },
    },
    async (request) => {
      // The whole setting: a template left blank is no longer kept.
      await putSetting(app.db, 'phoneSignIn', request.body);
      return { ...(await view()), message: 'Sign-in settings saved' };
    },
  );
};
