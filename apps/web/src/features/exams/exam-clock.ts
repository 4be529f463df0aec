/**
 * The exam's countdown follows the server's clock: the device's may be wrong by minutes. The
 * offset is what the server's time was ahead of the device's when its answer arrived.
 */
export const clockOffset = (serverTime: string, receivedAt: number) => Date.parse(serverTime) - receivedAt;

/** Milliseconds left until `deadline` by the server's clock, never below 0. */
export const msLeft = (deadline: string, offset: number, deviceNow: number) =>
  Math.max(0, Date.parse(deadline) - (deviceNow + offset));

/** A countdown as h:mm:ss, or m:ss under an hour (rounded up: 0:00 only once the time is up). */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
