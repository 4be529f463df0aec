import { describe, expect, it } from 'vitest';
import { inCourseLanguage, pickLanguage } from './course-language';

const title = { en: 'Networks', pt: 'Redes', es: '' };

describe('inCourseLanguage', () => {
  it('when the course is offered in the language and has the text, gives it', () => {
    expect(inCourseLanguage(title, ['en', 'pt'], 'pt')).toBe('Redes');
  });

  it('when the language is not among the course languages, gives the first course language', () => {
    expect(inCourseLanguage(title, ['pt', 'en'], 'es')).toBe('Redes');
  });

  it('when the language is offered but blank, falls back to the course languages in order', () => {
    expect(inCourseLanguage(title, ['es', 'en'], 'es')).toBe('Networks');
  });

  it('when no course language has a value, gives any value there is', () => {
    expect(inCourseLanguage({ es: 'x' }, ['en'], 'en')).toBe('x');
    expect(inCourseLanguage(undefined, ['en'], 'en')).toBeUndefined();
  });

  it('when asked which language, names the one whose value is chosen', () => {
    expect(pickLanguage({ pt: '/api/file/a' }, ['en', 'pt'], 'en')).toBe('pt');
  });
});
