// Account calls of SPEC section 7 plus password reset (D12), password change and "log out everywhere" (D23):
// signup, login, profile, deletion, admin user list.
import {
  changePasswordBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  passwordChangeReply,
  profileBody,
  profileReply,
  profileUpdateReply,
  resetLinkBody,
  resetLinkReply,
  resetPasswordBody,
  signupBody,
  signupReply,
  userStatusBody,
  usersListQuery,
  usersListReply,
} from '@chamak/shared/accounts';
import { errorReply, idParams, messageReply, userIdParams } from '@chamak/shared/common';
import {
  messagePreferencesBody,
  messagePreferencesReply,
  messagePreferencesUpdateReply,
} from '@chamak/shared/notifications';
import { pagingOf } from '@chamak/shared/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireSelf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { Unauthorized } from '../../plugins/errors.ts';
import { byAccount, limits, passwordFailures } from '../../plugins/rate-limits.ts';
import { businessRegistrationRoutes } from './business-registration-routes.ts';
import { messagePreferencesOf, saveMessagePreferences } from './message-preferences.ts';
import * as accounts from './service.ts';
import { askedLanguage, shopperLanguageRoutes } from './shopper-language.ts';
import { signInCodeLogRoutes } from './sign-in-code-log-routes.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIpPerMinute, perAccountPer15Minutes } = app.config.authRateLimit;
  // Every account call: a coarse flood limit per address. Signup and reset mails: also per account (D8).
  const perIp = { max: perIpPerMinute, timeWindow: '1 minute' };
  const perIpAndAccount = limits(app, perIp, {
    max: perAccountPer15Minutes,
    timeWindow: '15 minutes',
    keyGenerator: byAccount,
  });
  // Password guesses count only when they fail, per account and address (decision 0020): a login by e-mail,
  // a current-password check by user id. Counted in app.failureStore: Redis for every process when configured.
  const loginFailures = passwordFailures(app.config.loginFailures, (e) => e instanceof Unauthorized, {
    store: app.failureStore,
    name: 'login',
  });
  const currentPasswordFailures = passwordFailures(
    app.config.loginFailures,
    (e) => e instanceof accounts.WrongPassword,
    { store: app.failureStore, name: 'current-password' },
  );
  const userIdOf = (r: { params: unknown }) => (r.params as { userId: number }).userId;
  // Admin → Outbox → Sign-in codes.
  await app.register(signInCodeLogRoutes);
  // The signed-in shopper's language (the language switch).
  await app.register(shopperLanguageRoutes);
  // The shopper's GST registrations kept for next time (decision 0340).
  await app.register(businessRegistrationRoutes);

  app.post(
    '/users/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create a customer account',
        body: signupBody,
        response: { 201: signupReply, 409: errorReply },
      },
      preHandler: perIpAndAccount,
    },
    async (request, reply) =>
      reply.code(201).send(await accounts.signup(app.ctx, request.body, askedLanguage(request), request.ip)),
  );

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in: a customer gets userId, an admin isAdmin; both a token',
        body: loginBody,
        response: { 200: loginResponse, 401: errorReply, 403: errorReply, 429: errorReply },
      },
      preHandler: limits(app, perIp),
    },
    (request) =>
      loginFailures.attempt(request.body.email, request.ip, () =>
        accounts.login(app.ctx, request.body, askedLanguage(request)),
      ),
  );

  app.post(
    '/users/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use password-reset link',
        body: forgotPasswordBody,
        response: { 200: messageReply },
      },
      preHandler: perIpAndAccount,
    },
    (request) => accounts.forgotPassword(app.ctx, request.body.email),
  );

  app.post(
    '/users/reset-password/check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a reset link’s token can still be used (not used, not expired); it stays unused',
        body: resetLinkBody,
        response: { 200: resetLinkReply },
      },
      preHandler: limits(app, perIp),
    },
    (request) => accounts.checkResetLink(app.ctx, request.body.token),
  );

  app.post(
    '/users/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset link’s token',
        body: resetPasswordBody,
        response: { 200: messageReply, 400: errorReply },
      },
      preHandler: limits(app, perIp),
    },
    (request) => accounts.resetPassword(app.ctx, request.body.token, request.body.password),
  );

  app.get(
    '/users/profile/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A user’s profile',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: profileReply },
      },
      preHandler: requireSelf(userIdOf, { admins: true }),
    },
    (request) => accounts.getProfile(app.ctx, request.params.userId),
  );

  app.patch(
    '/users/profile/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change one’s profile',
        security: [{ bearer: [] }],
        params: userIdParams,
        body: profileBody,
        response: {
          200: profileUpdateReply,
          400: errorReply,
          409: errorReply,
        },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) =>
      currentPasswordFailures.attempt(`user:${request.params.userId}`, request.ip, () =>
        accounts.updateProfile(app.ctx, request.params.userId, request.body),
      ),
  );

  app.get(
    '/users/:userId/messages',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether the shopper gets order messages by SMS and WhatsApp',
        security: [{ bearer: [] }],
        params: userIdParams,
        response: { 200: messagePreferencesReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => messagePreferencesOf(app.ctx, request.params.userId),
  );

  app.put(
    '/users/:userId/messages',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Turn order messages by SMS or WhatsApp on or off; an opt-out is kept with its time (DPDP Act)',
        security: [{ bearer: [] }],
        params: userIdParams,
        body: messagePreferencesBody,
        response: { 200: messagePreferencesUpdateReply, 400: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) => saveMessagePreferences(app.ctx, request.params.userId, request.body, request.ip),
  );

  app.post(
    '/users/:userId/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change one’s password with the current one; answers a fresh token for this device',
        security: [{ bearer: [] }],
        params: userIdParams,
        body: changePasswordBody,
        response: { 200: passwordChangeReply, 400: errorReply },
      },
      preHandler: requireSelf(userIdOf),
    },
    (request) =>
      currentPasswordFailures.attempt(`user:${request.params.userId}`, request.ip, () =>
        accounts.changePassword(app.ctx, request.params.userId, request.body),
      ),
  );

  app.post(
    '/users/logout-all',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log out everywhere: every token of the caller stops working',
        security: [{ bearer: [] }],
        response: { 200: messageReply },
      },
      preHandler: requireUser,
    },
    (request) => accounts.logoutEverywhere(app.ctx, actorOf(request).userId),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete an account (one’s own, or any as admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageReply },
      },
      preHandler: requireSelf((r) => (r.params as { id: number }).id, { admins: true }),
    },
    (request) => accounts.deleteAccount(app.ctx, request.params.id),
  );

  app.get(
    '/users/profile',
    {
      schema: {
        tags: ['admin'],
        summary: 'The customers (admin): every one, or with ?page= one page of them and the totals',
        security: [{ bearer: [] }],
        querystring: usersListQuery,
        response: { 200: usersListReply },
      },
      preHandler: requireStaff('customers'),
    },
    (request) => {
      const { status, ...query } = request.query;
      const paging = pagingOf(query);
      if (paging) return accounts.usersPage(app.ctx, paging, status);
      return accounts.listUsers(app.ctx, query.q ?? query.search);
    },
  );

  app.patch(
    '/users/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a customer active, pending or blocked (blocking ends their sessions, D23)',
        security: [{ bearer: [] }],
        params: idParams,
        body: userStatusBody,
        response: { 200: messageReply, 404: errorReply },
      },
      preHandler: requireStaff('customers'),
    },
    (request) => accounts.setUserStatus(app.ctx, request.params.id, request.body.status),
  );
};
