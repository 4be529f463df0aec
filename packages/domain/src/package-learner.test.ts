import { describe, expect, it } from 'vitest';
import { PACKAGE_LEARNER_NAME_MAX, packageLearnerName } from './package-learner.js';

describe('packageLearnerName', () => {
  it('writes a name of several words as "Last, First"', () => {
    expect(packageLearnerName('Ana Souza')).toBe('Souza, Ana');
    expect(packageLearnerName('  Ana   Maria  Souza ')).toBe('Souza, Ana Maria');
  });

  it('gives a name of one word as it is', () => {
    expect(packageLearnerName(' Cher ')).toBe('Cher');
    expect(packageLearnerName('')).toBe('');
  });

  it('stays within what SCORM 2004 promises a package', () => {
    expect(packageLearnerName(`${'a'.repeat(200)} ${'b'.repeat(200)}`)).toHaveLength(
      PACKAGE_LEARNER_NAME_MAX,
    );
  });
});
