// @ts-check
/**
 * A bare Fastify hello-world, no plugin and no database: the fastest a route of this stack can
 * answer on this machine now. The benches measure it in the same run as the real server, so a
 * figure is read against the machine's state at that moment. Listens on 127.0.0.1 and a free
 * port (or HELLO_PORT's, for the cold start bench), which it reports to the parent over IPC;
 * stops on SIGTERM or when the parent goes away.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());

await app.listen({ port: Number(process.env.HELLO_PORT || 0), host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
