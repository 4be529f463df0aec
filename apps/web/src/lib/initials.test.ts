import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('when the name has several words, takes the first and the last', () => {
    expect(initialsOf('ana maria da silva')).toBe('AS');
  });

  it('when the name is one word, takes its first letter', () => {
    expect(initialsOf('  Sofia ')).toBe('S');
  });

  it('when the name is blank, shows a question mark', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
