import { describe, expect, it } from 'vitest';
import {
  createLearningPathRequest,
  learningPathTeamsRequest,
  updateLearningPathRequest,
} from './learning-paths.js';

const ID = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);

/** The first message of each field, as the path form shows it and the server's `fields` carry it. */
function messages(
  schema: typeof createLearningPathRequest | typeof updateLearningPathRequest,
  input: unknown,
) {
  const first: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? [])
    first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the learning path form', () => {
  it('wants the title in every language, on each blank language', () => {
    expect(messages(createLearningPathRequest, { title: { en: 'Path', pt: '  ' }, courses: [ID] })).toEqual({
      'title.pt': 'validation.requiredAllLanguages',
      'title.es': 'validation.requiredAllLanguages',
    });
  });

  it('wants at least one course, each once, each an id', () => {
    const title = { en: 'P', pt: 'P', es: 'P' };
    expect(messages(createLearningPathRequest, { title, courses: [] })).toEqual({
      courses: 'validation.required',
    });
    expect(messages(createLearningPathRequest, { title, courses: [ID, OTHER, ID] })).toEqual({
      courses: 'validation.duplicate',
    });
    expect(messages(createLearningPathRequest, { title, courses: ['x'] })).toEqual({
      'courses.0': 'validation.unknownCourse',
    });
  });

  it('starts a path as a draft in free order, given to its teams only; an update changes only what it sends', () => {
    const created = createLearningPathRequest.parse({ title: { en: 'P', pt: 'P', es: 'P' }, courses: [ID] });
    expect(created).toMatchObject({ status: 'draft', enforceOrder: false, openToAll: false });
    expect(updateLearningPathRequest.parse({ status: 'published' })).toEqual({ status: 'published' });
    expect(messages(updateLearningPathRequest, { title: { en: '', pt: 'P', es: 'P' } })).toEqual({
      'title.en': 'validation.requiredAllLanguages',
    });
  });

  it('gives a path to distinct teams', () => {
    expect(learningPathTeamsRequest.safeParse({ learningPathId: ID, teams: [OTHER, OTHER] }).success).toBe(
      false,
    );
    expect(learningPathTeamsRequest.parse({ learningPathId: ID, teams: [] })).toEqual({
      learningPathId: ID,
      teams: [],
    });
  });
});

describe("a learning path's teams", () => {
  const title = { en: 'P', pt: 'P', es: 'P' };
  it('come with the path on a save: none by default, each once, each an id', () => {
    expect(createLearningPathRequest.parse({ title, courses: [ID] }).teams).toEqual([]);
    expect(messages(createLearningPathRequest, { title, courses: [ID], teams: [ID, ID] })).toEqual({
      teams: 'validation.duplicate',
    });
    expect(messages(updateLearningPathRequest, { teams: ['x'] })).toEqual({
      'teams.0': 'validation.unknownTeam',
    });
    expect(updateLearningPathRequest.parse({ status: 'draft' })).toEqual({ status: 'draft' });
  });
});
