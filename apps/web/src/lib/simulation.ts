import { type SimulationMode, simulationCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api';

/** Starts a simulation of `userId`: the server answers the simulated user with the simulation's own token. */
export const requestSimulation = (userId: string) => call(simulationCalls.start, { body: { userId } });

/** Ends the simulation the current token is; its token stops working. */
export const requestSimulationEnd = () => call(simulationCalls.end);

const simulationKey = ['simulation'] as const;

/** The running simulation (its mode, the user shown, the asker); asked only while `active`. */
export const useSimulation = (active: boolean) =>
  useQuery({
    queryKey: simulationKey,
    queryFn: () => call(simulationCalls.get),
    enabled: active,
    meta: { silent: true },
  });

/** Switches the running simulation between view only and acting as the user. */
export function useSimulationMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: SimulationMode) => call(simulationCalls.setMode, { body: { mode } }),
    onSuccess: (simulation) => queryClient.setQueryData(simulationKey, simulation),
  });
}
