import { describe, expect, it } from 'vitest';
import { draftRequest } from './generator-draft';

const id = '65f0a1b2c3d4e5f6a7b8c9d0';

describe('draftRequest', () => {
  it('gives the request the server takes: trimmed text, the validity as a number or null', () => {
    expect(draftRequest([id], { title: ' Best seller ', text: '', validityMonths: '' })).toEqual({
      request: { users: [id], certificate: { title: 'Best seller', text: '', validityMonths: null } },
    });
    expect(draftRequest([id], { title: 'T', text: 'For', validityMonths: ' 12 ' })).toEqual({
      request: { users: [id], certificate: { title: 'T', text: 'For', validityMonths: 12 } },
    });
  });

  it('names each field that breaks the rule, with its message key', () => {
    expect(draftRequest([], { title: ' ', text: '', validityMonths: '1.5' })).toEqual({
      problems: {
        users: 'validation.users',
        title: 'validation.required',
        validityMonths: 'validation.validityMonths',
      },
    });
    expect(draftRequest([id], { title: 'T', text: '', validityMonths: '601' })).toEqual({
      problems: { validityMonths: 'validation.validityMonths' },
    });
  });
});
