import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/**
 * Puts the per-field problems of a `validation-failed` answer on the form's fields, so the
 * server's verdict shows where the client's own check would have. Answers whether any field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || error.key !== 'validation-failed') return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path);
    if (!field) continue;
    setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}
