/** How many workers, each with its own server, run the browser tests. */
export const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the server of the worker with this parallel index. */
export const serverPort = (parallelIndex: number) => Number(process.env.E2E_PORT ?? 3100) + parallelIndex;
