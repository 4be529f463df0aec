import type { UserType } from './roles.js';

/**
 * A simulation session shows the system as another user (docs/conventions.md, Access scope). It starts in
 * 'view' mode, where every change is refused; 'act' lets the asker change things as that user,
 * each change audited with both identities.
 */
export const SIMULATION_MODES = ['view', 'act'] as const;
export type SimulationMode = (typeof SIMULATION_MODES)[number];

/** Who may simulate anyone at all. */
export const SIMULATING_TYPES = ['admin', 'tsm', 'master'] as const satisfies readonly UserType[];

/**
 * Whether a user of type `asker` may simulate one of type `target`, scope apart (a tsm or a master
 * also needs the target inside his scope, which only the server knows): nobody simulates an
 * admin, and only an admin simulates a tsm.
 */
export function canSimulate(asker: UserType, target: UserType): boolean {
  if (!(SIMULATING_TYPES as readonly UserType[]).includes(asker)) return false;
  if (target === 'admin') return false;
  return asker === 'admin' || target !== 'tsm';
}
