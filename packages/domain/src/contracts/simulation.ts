import { z } from 'zod';
import { SIMULATION_MODES } from '../simulation.js';
import { sessionUserSchema } from './auth.js';
import { defineCall, doneSchema } from './call.js';
import { idSchema } from './common.js';

export const startSimulationRequest = z.strictObject({ userId: idSchema });
export const simulationModeRequest = z.strictObject({ mode: z.enum(SIMULATION_MODES, 'validation.invalid') });

const person = z.object({ _id: idSchema, name: z.string(), email: z.string() });

/** The simulation a session is: whom it shows, who asked for it, and whether changes are allowed. */
export const simulationSchema = z.object({
  mode: z.enum(SIMULATION_MODES),
  user: person,
  asker: person,
});
export type Simulation = z.infer<typeof simulationSchema>;

/**
 * A simulation is a session of its own, with its own token: the asker's session is left as it
 * was, and comes back when the simulation ends. `simulate` answers like `auth/login`, for the
 * simulated user.
 */
export const simulationCalls = {
  start: defineCall({
    method: 'POST',
    path: '/auth/simulate',
    body: startSimulationRequest,
    response: sessionUserSchema.extend({ token: z.string() }),
    summary: 'Starts a read-only simulation of a user: a new session token that shows the system as him',
  }),
  get: defineCall({
    method: 'GET',
    path: '/auth/simulation',
    response: simulationSchema,
    summary: 'The simulation the session sent is (not-simulating for an ordinary session)',
  }),
  setMode: defineCall({
    method: 'PUT',
    path: '/auth/simulation/mode',
    body: simulationModeRequest,
    response: simulationSchema,
    summary: 'Switches a simulation between view only and acting as the user (changes audited with both ids)',
  }),
  end: defineCall({
    method: 'POST',
    path: '/auth/simulation/end',
    response: doneSchema,
    summary: "Ends the simulation the session sent is; the asker's own session goes on",
  }),
};
