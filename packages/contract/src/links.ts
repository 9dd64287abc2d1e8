/**
 * Addresses outside the portal that the footer and the staff menu link to (spec 1 and 2). They are
 * the server's configuration (PORTAL_COMPANY_URL and the others, packages/server/src/config.ts) and reach the web
 * app in the layout input.
 */
export interface PortalLinks {
  companySite: string;
  knowledgeBase: string;
  status: string;
  docs: string;
}

export const LINK_KEYS = [
  'companySite',
  'knowledgeBase',
  'status',
  'docs',
] as const satisfies readonly (keyof PortalLinks)[];
