import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_TITLE_MAX, itemTitleSchema } from './common.js';
import { settingValueSchemas } from './settings.js';
import { saveTrainingTypeRequest } from './training-types.js';
import { saveUserCategoryRequest } from './user-categories.js';

/** What a title's check answers: the stored title, or the message a form shows. */
const checked = (title: unknown) => {
  const result = itemTitleSchema.safeParse(title);
  return result.success ? { title: result.data } : { problem: result.error.issues[0]?.message };
};

/** Text with blanks around it, so trimming counts. */
const padded = (core: fc.Arbitrary<string>) =>
  fc.tuple(fc.stringMatching(/^[ \t\n]{0,5}$/), core, fc.stringMatching(/^[ \t\n]{0,5}$/));

describe("an item's title", () => {
  it('is kept trimmed when it has 1 to 120 characters, whatever the blanks around it', () => {
    const core = fc
      .string({ minLength: 1, maxLength: ITEM_TITLE_MAX })
      .filter((text) => text.trim() === text);
    fc.assert(
      fc.property(padded(core), ([before, text, after]) => {
        expect(checked(before + text + after)).toEqual({ title: text });
      }),
    );
  });

  it('is "Required" when empty or blank, and "too long" past 120 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]{0,20}$/), (blank) => {
        expect(checked(blank)).toEqual({ problem: 'validation.required' });
      }),
    );
    const long = fc
      .string({ minLength: ITEM_TITLE_MAX + 1, maxLength: 400 })
      .filter((text) => text.trim().length > ITEM_TITLE_MAX);
    fc.assert(
      fc.property(long, (text) => {
        expect(checked(text)).toEqual({ problem: 'validation.tooLong' });
      }),
    );
    expect(checked(undefined)).toEqual({ problem: 'validation.required' });
  });

  it('is the one rule of a training type, a user category and the categories setting', () => {
    const tooLong = 'x'.repeat(ITEM_TITLE_MAX + 1);
    const justRight = 'x'.repeat(ITEM_TITLE_MAX);
    for (const schema of [saveTrainingTypeRequest, saveUserCategoryRequest]) {
      expect(schema.safeParse({ title: justRight }).success).toBe(true);
      expect(schema.safeParse({ title: tooLong }).error?.issues[0]?.message).toBe('validation.tooLong');
    }
    expect(settingValueSchemas.user_categories.safeParse([justRight]).success).toBe(true);
    expect(settingValueSchemas.user_categories.safeParse([' ']).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });
});
