// @ts-check
/**
 * The Lighthouse bench's baseline: one small, complete HTML page (language, title, description,
 * viewport, no script, no image) served by Node's bare http server. Lighthouse of it shows what
 * this machine and this Chromium give at that moment, read beside the app's pages of the same run.
 * Listens on 127.0.0.1 and a free port, which it reports to the parent over IPC; stops on SIGTERM
 * or when the parent goes away.
 */
import { createServer } from 'node:http';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="A static page that the Lighthouse bench measures beside the app.">
    <link rel="icon" href="data:,">
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>Baseline</h1>
      <p>A static page, served by a bare Node http server on loopback.</p>
    </main>
  </body>
</html>
`;
const ROBOTS = 'User-agent: *\nAllow: /\n';

const server = createServer((request, response) => {
  const [type, body] =
    request.url === '/robots.txt' ? ['text/plain', ROBOTS] : ['text/html; charset=utf-8', PAGE];
  response.writeHead(request.url === '/' || request.url === '/robots.txt' ? 200 : 404, {
    'content-type': type,
    'cache-control': 'no-cache',
  });
  response.end(body);
});

function stop() {
  server.close(() => process.exit(0));
  server.closeAllConnections();
}
process.on('SIGTERM', stop);
process.on('disconnect', stop);

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
