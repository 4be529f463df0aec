// `npm run create-admin|migrate|backup|restore|figures|secrets|files:move`: runs the command as `npm run build` (or
// `npm run build:server`) bundled it, with no compiler and no development package.
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const COMMANDS = ['create-admin', 'migrate', 'backup', 'restore', 'figures', 'secrets', 'files-move'];
const [name] = process.argv.splice(2, 1);
if (!COMMANDS.includes(name)) {
  console.error(`usage: node scripts/run-command.mjs <${COMMANDS.join('|')}> [arguments]`);
  process.exit(2);
}
const command = fileURLToPath(new URL(`../apps/api/dist/commands/${name}.js`, import.meta.url));
if (!existsSync(command)) {
  console.error(`${name}: the server is not built (no ${command}): run \`npm run build\` first`);
  process.exit(1);
}
await import(pathToFileURL(command).href);
