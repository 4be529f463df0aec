import { certificates } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { newVerificationCode } from '../modules/certificates/index.js';
import { makeUser } from './factories.js';
import type { TestApp } from './harness.js';
import { makePathWorld, type PathWorld } from './learning-path-world.js';

const YEAR_MS = 365 * 86_400_000;
/** Ends a year from now; the first certification of distributor A to end. */
export const IN_A_YEAR = new Date(Date.now() + YEAR_MS);
export const A_YEAR_AGO = new Date(Date.now() - YEAR_MS);

export interface CertificationWorld extends PathWorld {
  fiber: string;
  radio: string;
  /** published, of fiber then radio */
  path: string;
  /** a draft path of fiber alone: it certifies no one */
  draftPath: string;
  /** a removed (anonymised) person of A who held a valid fiber certificate */
  removedA: string;
}

/** A certificate of `kind` (a course one unless said) as issuing or the generator would store it. */
export async function certify(
  t: TestApp,
  userId: string,
  courseId: string,
  options: { expiresAt?: Date | null; revokedAt?: Date | null; kind?: 'course' | 'lesson' | 'custom' } = {},
) {
  await t.deps.db.insert(certificates).values({
    id: newId(),
    userId,
    courseId,
    kind: options.kind ?? 'course',
    code: newVerificationCode(),
    holderName: 'Holder',
    title: 'A certificate',
    expiresAt: options.expiresAt ?? null,
    revokedAt: options.revokedAt ?? null,
  });
}

/**
 * The learning path world (team-world.ts: distributors A and B of Brazil, P of Peru, and their
 * people) with two courses, a path of both and certificates that test each rule:
 * - A: Ana holds fiber (ends in a year) and radio (no end), so the path (ends in a year); Fabio
 *   holds fiber (no end) but his radio one has ended; Mario's fiber one is revoked; a removed
 *   person's fiber one is valid;
 * - B: Bia holds fiber, and radio only by an exam lesson's certificate;
 * - P: Paco holds radio.
 */
export async function makeCertificationWorld(t: TestApp): Promise<CertificationWorld> {
  const world = await makePathWorld(t);
  const fiber = (await world.makeCourse('Fiber')).courseId;
  const radio = (await world.makeCourse('Radio')).courseId;
  const path = await world.makePath('Fiber and radio', [fiber, radio], [], { openToAll: true });
  const draftPath = await world.makePath('Draft', [fiber], [], { openToAll: true, status: 'draft' });
  const { people } = world;
  await certify(t, people.studentA, fiber, { expiresAt: IN_A_YEAR });
  await certify(t, people.studentA, radio);
  await certify(t, people.factA, fiber);
  await certify(t, people.factA, radio, { expiresAt: A_YEAR_AGO });
  await certify(t, people.masterA, fiber, { revokedAt: new Date() });
  const removed = await makeUser(t.deps.db, { name: 'Rita Removed', distributorId: world.distributors.A });
  await certify(t, removed.id, fiber);
  const removal = await world.api.admin.del(`/user/${removed.id}`);
  if (removal.status !== 200) throw new Error(`removal failed: ${JSON.stringify(removal.body)}`);
  await certify(t, people.studentB, fiber);
  await certify(t, people.studentB, radio, { kind: 'lesson' });
  await certify(t, people.studentP, radio);
  return { ...world, fiber, radio, path, draftPath, removedA: removed.id };
}
