/**
 * Rich text a route stores (support issues and replies, SOC case comments): sanitised off the event
 * loop by the server's pool (security/sanitize-pool.ts) with the allowlist of security/sanitize-html.ts,
 * every refusal a 422 on the field.
 */
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../http/errors.js';
import type { Messages } from '../i18n.js';
import { hasContent, type SanitizedRichText } from '../security/sanitize-html.js';
import { RichTextLimitError } from '../security/sanitize-pool.js';

/** The rich text of a field, sanitised; 422 when past a limit or nothing is left of it. */
export async function richText(
  app: FastifyInstance,
  field: string,
  raw: string,
  m: Messages,
): Promise<SanitizedRichText> {
  const text = await app.richText.sanitize(raw).catch((error: unknown) => {
    if (!(error instanceof RichTextLimitError)) throw error;
    const { limit, max } = error.limit;
    throw fieldError(field, limit === 'depth' ? m.richTextTooDeep(field, max) : m.maxLength(field, max));
  });
  if (!hasContent(text)) throw fieldError(field, m.emptyText(field));
  return text;
}
