import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';
import { courseFormSchema, newCourseValues } from './course-form';

const title = { en: 'Safety', pt: 'Segurança', es: 'Seguridad' };
const course = (certificateValidityMonths: string, renewalWindowDays: string) => ({
  ...newCourseValues(),
  title,
  description: title,
  certificateValidityMonths,
  renewalWindowDays,
});

/** The message keys the form shows at the renewal window field. */
const windowMessages = (values: ReturnType<typeof course>) => {
  const parsed = courseFormSchema.safeParse(values);
  return parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => issue.path.join('.') === 'renewalWindowDays')
        .map((i) => i.message);
};

describe('the course form', () => {
  it('refuses, at the window field, a renewal window as long as the validity', () => {
    expect(windowMessages(course('1', '60'))).toEqual(['validation.renewalWindowTooLong']);
    expect(windowMessages(course('1', '28'))).toEqual(['validation.renewalWindowTooLong']);
  });

  it('takes a window shorter than the validity', () => {
    expect(courseFormSchema.safeParse(course('1', '27')).success).toBe(true);
    expect(courseFormSchema.safeParse(course('12', '30')).success).toBe(true);
  });

  it('says why in English, Portuguese and Spanish', () => {
    for (const texts of [en, pt, es]) expect(texts.validation.renewalWindowTooLong).toMatch(/28/);
  });
});
