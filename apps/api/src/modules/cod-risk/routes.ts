// Shop Settings → Cash on delivery risk (decisions 0335, 0338): the score's weights, the rules on a cash order's
// value and score, and the numbers the admin blocked or allowed. Admins only, its own calls (not among the public
// settings: a weight or a threshold is nothing for a shopper to read).

import {
  codPhoneRuleBody,
  codPhoneRuleParams,
  codRiskSettings,
  codRiskSettingsReply,
  orderCodRisk,
} from '@chamak/shared/cod-risk';
import { errorReply, idParams } from '@chamak/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, staffArea } from '../../plugins/auth.ts';
import { putSetting } from '../settings/index.ts';
import { orderRisk, phoneRules, removePhoneRule, savePhoneRule } from './phone-rules.ts';
import { codRiskSettingsOf } from './verdict.ts';

const adminOnly = { tags: ['admin'], security: [{ bearer: [] }] };

export const codRiskRoutes: FastifyPluginAsyncZod = async (app) => {
  staffArea(app, 'settings');
  const view = async (message?: string) => ({
    settings: await codRiskSettingsOf(app.db),
    phoneRules: await phoneRules(app.db),
    ...(message ? { message } : {}),
  });

  app.get(
    '/admin/settings/cod-risk',
    {
      schema: {
        ...adminOnly,
        summary:
          "Cash on delivery risk: the score's weights, the value cap, the score's rules and the numbers blocked or allowed",
        response: { 200: codRiskSettingsReply },
      },
    },
    () => view(),
  );

  app.put(
    '/admin/settings/cod-risk',
    {
      schema: {
        ...adminOnly,
        summary:
          "Save the score's weights, the COD value cap and the scores from which a cash order is confirmed, part paid online or refused",
        body: codRiskSettings,
        response: { 200: codRiskSettingsReply, 400: errorReply },
      },
    },
    async (request) => {
      await putSetting(app.db, 'codRisk', request.body);
      return view('COD risk settings saved');
    },
  );

  app.put(
    '/admin/cod/phone-rules',
    {
      schema: {
        ...adminOnly,
        summary: 'Block a phone number from cash on delivery, or allow it whatever its score',
        body: codPhoneRuleBody,
        response: { 200: codRiskSettingsReply, 400: errorReply },
      },
    },
    async (request) => {
      await savePhoneRule(app.db, request.body, actorOf(request).userId);
      return view(
        request.body.rule === 'block'
          ? `Cash on delivery blocked for ${request.body.phone}`
          : `Cash on delivery allowed for ${request.body.phone}`,
      );
    },
  );

  app.delete(
    '/admin/cod/phone-rules/:phone',
    {
      schema: {
        ...adminOnly,
        summary: "Remove the admin's rule on a phone number",
        params: codPhoneRuleParams,
        response: { 200: codRiskSettingsReply, 404: errorReply },
      },
    },
    async (request) => {
      await removePhoneRule(app.db, request.params.phone);
      return view(`Rule removed for ${request.params.phone}`);
    },
  );

  app.get(
    '/admin/orders/:id/cod-risk',
    {
      schema: {
        ...adminOnly,
        summary: "A cash order's risk score when placed, why, and the admin's rule on its phone number",
        params: idParams,
        response: { 200: orderCodRisk, 404: errorReply },
      },
    },
    (request) => orderRisk(app.db, request.params.id),
  );
};
