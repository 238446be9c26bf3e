import { z } from 'zod';
import { EmailSchema } from './auth.ts';

/** Team members of a subscription: owner, members and invited people. */

export const TEAM_ROLES = ['owner', 'member', 'invited'] as const;
export const TeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const TeamMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  role: TeamRoleSchema,
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** The team the caller belongs to: their own (they manage it), or the one they joined as a member. */
export const TeamResponseSchema = z.object({
  members: z.array(TeamMemberSchema),
  /** People the plan allows, the owner included; `used` counts members and pending invitations too. */
  seats: z.object({ used: z.number().int(), total: z.number().int() }),
  canManage: z.boolean(),
  planName: z.string().nullable(),
});
export type TeamResponse = z.infer<typeof TeamResponseSchema>;

export const InviteMemberRequestSchema = z.object({ email: EmailSchema });
export type InviteMemberRequest = z.infer<typeof InviteMemberRequestSchema>;
export const InviteMemberResponseSchema = z.object({ member: TeamMemberSchema, message: z.string() });
export type InviteMemberResponse = z.infer<typeof InviteMemberResponseSchema>;

/** The token from the invitation link (`/team/accept?token=…`), posted by the signed-in invitee. */
export const AcceptInviteRequestSchema = z.object({ token: z.string().min(10).max(500) });
export type AcceptInviteRequest = z.infer<typeof AcceptInviteRequestSchema>;
export const AcceptInviteResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  ownerName: z.string(),
});
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponseSchema>;

export const TeamErrorCode = {
  subscriptionRequired: 'team:subscription_required',
  seatLimit: 'team:seat_limit',
  alreadyInvited: 'team:already_invited',
  selfInvite: 'team:self_invite',
  invalidInvite: 'team:invalid_invite',
  wrongAccount: 'team:wrong_account',
  memberNotFound: 'team:member_not_found',
} as const;
