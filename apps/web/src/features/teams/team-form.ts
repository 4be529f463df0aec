import { type TeamDetail, teamFields } from '@academy/domain';
import { z } from 'zod';

/** The team form checks what the server checks: a name and at least one distributor. */
export const teamFormSchema = z.object({
  name: teamFields.name,
  status: teamFields.status,
  masters: teamFields.masters,
  leaders: z.array(z.string()),
  members: z.array(z.string()),
});
export type TeamForm = z.input<typeof teamFormSchema>;

export const TEAM_FORM_FIELDS = ['name', 'status', 'masters', 'leaders', 'members'] as const;

/** The form's field for a server path (`members.3` is the members field). */
export const teamFieldOf = (serverPath: string) =>
  TEAM_FORM_FIELDS.find((field) => field === serverPath.split('.')[0]) ?? null;

export const emptyTeamForm: TeamForm = { name: '', status: 'enabled', masters: [], leaders: [], members: [] };

export const teamFormOf = (team: TeamDetail): TeamForm => ({
  name: team.name,
  status: team.status,
  masters: team.masters.map((master) => master._id),
  leaders: team.leaders.map((person) => person._id),
  members: team.members.map((person) => person._id),
});
