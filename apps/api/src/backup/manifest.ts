import { z } from 'zod';

/** Where each part sits in the archive; the manifest comes first, so a restore reads it before anything else. */
export const ENTRY = {
  manifest: 'manifest.json',
  postgres: 'database/academy.pgdump',
  pglite: 'database/pglite-data.tar.gz',
  filesPrefix: 'files/',
} as const;

const schemaVersion = z.object({
  /** the migration's file name in apps/api/src/db/migrations; null when the app that made it did not know it */
  tag: z.string().nullable(),
  /** its id in the database (drizzle's created_at) */
  when: z.number(),
});

export const manifestSchema = z.object({
  format: z.literal('academy-backup'),
  /** 2 adds `checksums`; a format 1 archive, from before, is still restored */
  formatVersion: z.union([z.literal(1), z.literal(2)]),
  /** the version of Academy that made it (lib/version.ts) */
  appVersion: z.string(),
  /** and its build commit; absent from backups made before it was recorded */
  appCommit: z.string().nullable().optional(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    migration: schemaVersion,
    /** rows per application table, counted in the same snapshot the dump holds */
    tables: z.record(z.string().regex(/^[a-z_][a-z0-9_]*$/), z.number().int().min(0)),
  }),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** the SHA-256 of every entry after the manifest, by its name in the archive (format 2) */
  checksums: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error('its manifest.json is not JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success || (parsed.data.formatVersion === 2 && !parsed.data.checksums))
    throw new Error('its manifest.json is not the manifest of an Academy backup this version reads');
  return parsed.data;
}
