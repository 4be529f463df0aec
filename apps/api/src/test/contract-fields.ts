import type { ApiCall } from '@academy/domain';
import * as domain from '@academy/domain';
import type { z } from 'zod';

/** Every call of every contract: the domain's `...Calls` objects, named `area.call`. */
export function everyCall(): { name: string; call: ApiCall }[] {
  return Object.entries(domain)
    .filter(([exported, value]) => exported.endsWith('Calls') && typeof value === 'object' && value !== null)
    .flatMap(([exported, calls]) =>
      Object.entries(calls as Record<string, ApiCall>).map(([name, call]) => ({
        name: `${exported.replace(/Calls$/, '')}.${name}`,
        call,
      })),
    );
}

/** A field a schema holds: its path (an array's items as `0`) and its own schema. */
export interface SchemaField {
  path: string[];
  schema: z.ZodType;
}

interface Def {
  type: string;
  format?: string;
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The fields of `schema` that hold a date or a time: a string of format date, datetime or time, or
 * a date. Looks through objects, arrays, records, unions, pipes and the wrappers (optional,
 * nullable, default...), so a date anywhere in a call's input is found.
 */
export function dateFields(
  schema: z.ZodType,
  path: string[] = [],
  lazies = new Set<unknown>(),
): SchemaField[] {
  const def = defOf(schema);
  const inner = (child: unknown, at = path) => dateFields(child as z.ZodType, at, lazies);
  switch (def.type) {
    case 'string':
      return ['date', 'datetime', 'time'].includes(def.format ?? '') ? [{ path, schema }] : [];
    case 'date':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, [...path, key]),
      );
    case 'array':
      return inner(def.element, [...path, '0']);
    case 'record':
      return inner(def.valueType, [...path, 'key']);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => inner(item, [...path, String(index)]));
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'lazy':
      // a recursive schema is read once
      if (lazies.has(def)) return [];
      lazies.add(def);
      return inner((def.getter as () => z.ZodType)());
    default:
      // optional, nullable, default, prefault, catch, readonly, nonoptional: one inner schema
      return def.innerType ? inner(def.innerType) : [];
  }
}
