import { describe, expect, it } from 'vitest';
import { emptyPathForm, type PathForm, pathFieldOf, pathFormSchema, pathRequestOf } from './path-form';

const COURSE_A = 'a'.repeat(24);
const COURSE_B = 'b'.repeat(24);
const TEAM = 'c'.repeat(24);

const filled = (changes: Partial<PathForm> = {}): PathForm => ({
  ...emptyPathForm(),
  title: { en: 'Network specialist', pt: 'Especialista em redes', es: 'Especialista en redes' },
  courses: [COURSE_A, COURSE_B],
  teams: [TEAM],
  ...changes,
});

const problems = (form: PathForm) => {
  const result = pathFormSchema.safeParse(form);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the learning path form', () => {
  it('asks for the title in every language and at least one course', () => {
    expect(problems(filled({ title: { en: 'Only English', pt: '', es: ' ' }, courses: [] }))).toEqual({
      'title.pt': 'validation.requiredAllLanguages',
      'title.es': 'validation.requiredAllLanguages',
      courses: 'validation.required',
    });
  });

  it('refuses a course twice', () => {
    expect(problems(filled({ courses: [COURSE_A, COURSE_A] }))).toEqual({ courses: 'validation.duplicate' });
  });

  it('asks a published path that is not open to all for its teams, and nothing of a draft or an open one', () => {
    expect(problems(filled({ status: 'published', teams: [] }))).toEqual({
      teams: 'errors.learning-path-needs-teams',
    });
    expect(problems(filled({ status: 'draft', teams: [] }))).toEqual({});
    expect(problems(filled({ status: 'published', openToAll: true, teams: [] }))).toEqual({});
  });

  it('sends the path in one piece: its courses in order, and its teams only when it is not open to all', () => {
    const path = pathRequestOf(filled({ courses: [COURSE_B, COURSE_A], enforceOrder: true }));
    expect(path).toEqual({
      title: { en: 'Network specialist', pt: 'Especialista em redes', es: 'Especialista en redes' },
      description: { en: '', pt: '', es: '' },
      status: 'draft',
      openToAll: false,
      enforceOrder: true,
      courses: [COURSE_B, COURSE_A],
      teams: [TEAM],
    });
    expect(pathRequestOf(filled({ openToAll: true })).teams).toEqual([]);
  });

  it('puts a server problem on its field', () => {
    expect(pathFieldOf('title.pt')).toBe('title.pt');
    expect(pathFieldOf('title')).toBe('title.en');
    expect(pathFieldOf('description.es')).toBe('description.es');
    expect(pathFieldOf('courses.3')).toBe('courses');
    expect(pathFieldOf('teams.0')).toBe('teams');
    expect(pathFieldOf('enforceOrder')).toBe('enforceOrder');
    expect(pathFieldOf('learningPathId')).toBeNull();
  });
});
