import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the per-field problems the server named (`validation-failed`, `required-all-languages`,
 * `invalid-file`...) on the form's fields. `fieldOf` turns a server path into the form's path,
 * or null for one the form does not show. Returns whether any was set.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (serverPath: string) => FieldPath<T> | null,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'server', message });
    applied = true;
  }
  return applied;
}

/**
 * `fieldOf` for a form whose fields carry the names the server uses: the field the path names, or
 * the list field an item's path is in (`scopes.2` is the scopes field).
 */
export const sameNamedField =
  <F extends string>(fields: readonly F[]) =>
  (serverPath: string): F | null =>
    fields.find((name) => name === serverPath) ??
    fields.find((name) => name === serverPath.split('.')[0]) ??
    null;
