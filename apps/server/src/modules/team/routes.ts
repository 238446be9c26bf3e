import {
  AcceptInviteRequestSchema,
  AcceptInviteResponseSchema,
  ErrorBodySchema,
  InviteMemberRequestSchema,
  InviteMemberResponseSchema,
  TeamResponseSchema,
} from '@mustashar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/errors.ts';
import { actingUser } from '../auth/plugin.ts';
import { teamMessages as m } from './messages.ts';
import * as team from './service.ts';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
};

/** Team members of a subscription: list, invite by email, accept the emailed invitation, remove. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.requireUser);
  const deps = (log: typeof app.log) => ({
    db: app.db,
    config: app.config,
    clock: app.clock,
    mailer: app.mailer,
    log,
  });

  app.get(
    '/api/team',
    {
      schema: {
        tags: ['team'],
        summary: 'The team: the owner, members and pending invitations, with the seats of the plan',
        response: { 200: TeamResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return team.getTeam(deps(request.log), actingUser(request));
    },
  );

  app.post(
    '/api/team/invite',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['team'],
        summary: 'Invite an email address (emails a link); needs an own subscription with a free seat',
        body: InviteMemberRequestSchema,
        response: { 200: InviteMemberResponseSchema, ...errors },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const member = await team.invite(deps(request.log), actingUser(request), request.body.email, locale);
      return { member, message: m.invitationSent[locale] };
    },
  );

  app.post(
    '/api/team/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['team'],
        summary: "Accept an invitation (the signed-in user's email must be the invited one)",
        body: AcceptInviteRequestSchema,
        response: { 200: AcceptInviteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { ownerName } = await team.accept(deps(request.log), actingUser(request), request.body.token);
      return { ok: true as const, message: m.joined[requestLocale(request)], ownerName };
    },
  );

  app.delete(
    '/api/team/:id',
    {
      schema: {
        tags: ['team'],
        summary: 'Remove a member or invitation (owner), or leave a team (member)',
        params: z.object({ id: z.uuid() }),
        response: { 200: z.object({ ok: z.literal(true), message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await team.remove(deps(request.log), actingUser(request), request.params.id);
      return { ok: true as const, message: m.memberRemoved[requestLocale(request)] };
    },
  );
};
