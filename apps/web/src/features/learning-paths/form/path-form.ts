import {
  type CreateLearningPathRequest,
  LANGUAGES,
  type LearningPathDetail,
  learningPathFields,
  pathLacksTeams,
} from '@academy/domain';
import { z } from 'zod';

/** The message of a published path that names no team: the server's refusal, on the teams field. */
export const PATH_NEEDS_TEAMS = 'errors.learning-path-needs-teams';

/**
 * The path form checks what the server checks, by the server's own rules: a title in every
 * language, at least one course, each once, and a published path that is not open to all names
 * its teams, or no learner would see it (`pathLacksTeams`, with the server's message).
 */
export const pathFormSchema = z
  .object({
    title: learningPathFields.title,
    description: learningPathFields.description,
    status: learningPathFields.status,
    openToAll: learningPathFields.openToAll,
    enforceOrder: learningPathFields.enforceOrder,
    teams: learningPathFields.teams,
    courses: learningPathFields.courses,
  })
  .superRefine((form, context) => {
    if (pathLacksTeams({ ...form, teams: form.teams.length }))
      context.addIssue({ code: 'custom', path: ['teams'], message: PATH_NEEDS_TEAMS });
  });
export type PathForm = z.input<typeof pathFormSchema>;

const empty = () => ({ en: '', pt: '', es: '' });

export const emptyPathForm = (): PathForm => ({
  title: empty(),
  description: empty(),
  status: 'draft',
  openToAll: false,
  enforceOrder: false,
  teams: [],
  courses: [],
});

export const pathFormOf = (path: LearningPathDetail): PathForm => ({
  title: { ...path.title },
  description: { ...path.description },
  status: path.status,
  openToAll: path.openToAll,
  enforceOrder: path.enforceOrder,
  teams: path.teams.map((team) => team._id),
  courses: path.courses.map((course) => course._id),
});

/** The form as the API takes it: the path with its teams (none when open to all). */
export function pathRequestOf(form: PathForm): CreateLearningPathRequest {
  const path = pathFormSchema.parse(form);
  return { ...path, teams: path.openToAll ? [] : path.teams };
}

const LOCALIZED = ['title', 'description'] as const;
const WHOLE = ['status', 'openToAll', 'enforceOrder', 'teams', 'courses'] as const;
type PathFormField = (typeof WHOLE)[number] | `${(typeof LOCALIZED)[number]}.${(typeof LANGUAGES)[number]}`;

/**
 * The form's field for a server path: `title.pt` is the Portuguese title, `courses.3` the
 * course list, `title` alone the English title (the first one shown).
 */
export function pathFieldOf(serverPath: string): PathFormField | null {
  const [head, part] = serverPath.split('.');
  const localized = LOCALIZED.find((name) => name === head);
  if (localized) {
    const lang = LANGUAGES.find((language) => language === part) ?? LANGUAGES[0];
    return `${localized}.${lang}`;
  }
  return WHOLE.find((name) => name === head) ?? null;
}
