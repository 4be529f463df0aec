import { max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { privacyPolicies } from '../../db/schema/index.js';

/** The newest published version, 0 when none is (the web app's built-in text is the policy then). */
export async function currentVersion(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ version: max(privacyPolicies.version) }).from(privacyPolicies);
  return row?.version ?? 0;
}
