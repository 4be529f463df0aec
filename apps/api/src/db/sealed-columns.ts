import { getTableName } from 'drizzle-orm';
import { identityProviders, invitationLinks, webhookSubscriptions } from './schema/index.js';

/**
 * A column holding values sealed with SECRETS_KEY (lib/secrets.ts), and the column that finds
 * its row again. `npm run secrets -- rotate|check` goes over every one of them (decision 0039).
 */
export interface SealedColumn {
  table: string;
  id: string;
  column: string;
}

/**
 * Every sealed column of the database. A table that keeps a sealed secret adds itself here, or
 * a rotation leaves its values sealed with a key that will be dropped. Names are read from the
 * schema, so a rename in it follows here.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  {
    table: getTableName(webhookSubscriptions),
    id: webhookSubscriptions.id.name,
    column: webhookSubscriptions.secretSealed.name,
  },
  {
    table: getTableName(identityProviders),
    id: identityProviders.id.name,
    column: identityProviders.clientSecretSealed.name,
  },
  {
    table: getTableName(invitationLinks),
    id: invitationLinks.id.name,
    column: invitationLinks.codeSealed.name,
  },
];
