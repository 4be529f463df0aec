import type { FastifyRequest } from 'fastify';
import { changesSomething, type SimulationRule } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';

/**
 * The access hook's check of a simulation session, before the input is read: no simulation starts
 * another, and while it is in 'view' mode every change is refused.
 */
export function checkSimulation(request: FastifyRequest, rule: SimulationRule | undefined) {
  const auth = request.auth;
  if (!auth?.simulatedBy) return;
  if (rule === 'start') throw new AppError('simulation-nested');
  if (auth.simulationMode === 'view' && changesSomething(request) && rule !== 'control')
    throw new AppError('simulation-read-only');
}
