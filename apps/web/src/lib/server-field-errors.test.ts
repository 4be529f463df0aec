import { describe, expect, it } from 'vitest';
import { sameNamedField } from './server-field-errors';

describe('sameNamedField', () => {
  const fieldOf = sameNamedField(['name', 'scopes', 'claims.email'] as const);

  it('names the field of the path, the list field an item is in, and nothing else', () => {
    expect(fieldOf('name')).toBe('name');
    expect(fieldOf('scopes.2')).toBe('scopes');
    expect(fieldOf('claims.email')).toBe('claims.email');
    expect(fieldOf('claims.name')).toBeNull();
    expect(fieldOf('password')).toBeNull();
  });
});
