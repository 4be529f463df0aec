import { createHmac, randomBytes } from 'node:crypto';

/**
 * Signing as Standard Webhooks does (standardwebhooks.com): the secret is `whsec_` and base64 of
 * random bytes; the signature is `v1,` and base64 of HMAC-SHA256 over `id.timestamp.body` keyed
 * with those bytes.
 */

const PREFIX = 'whsec_';

export const newWebhookSecret = () => `${PREFIX}${randomBytes(24).toString('base64')}`;

export function webhookHeaders(secret: string, id: string, sentAt: Date, body: string) {
  const timestamp = Math.floor(sentAt.getTime() / 1000).toString();
  const key = Buffer.from(secret.slice(PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
