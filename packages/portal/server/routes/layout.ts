/** The layout input of spec section 3, and the user's theme setting. */
import type { FastifyInstance } from 'fastify';
import { activeSession, apiUserType, localeOf, requireSession, type AppContext } from '../context.js';
import {
  THEME_SETTING,
  getUserSetting,
  permissionsOf,
  projectsOf,
  serviceTypesFor,
  setUserSetting,
} from '../db/queries.js';
import { sanitizeSvg } from '../security/sanitize-svg.js';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const project = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

const stringList = { type: 'array', items: { type: 'string' } } as const;

/** The answer's schema: also the list of what may leave the server (nothing else is serialised). */
export const layoutResponseSchema = {
  type: 'object',
  properties: {
    user: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        full_name: { type: 'string' },
        email: { type: 'string' },
        projects: { type: 'array', items: project },
        selectedProject: { anyOf: [project, { type: 'null' }] },
        layoutPermissions: stringList,
        impersonated: { type: 'boolean' },
      },
    },
    userType: { type: 'string' },
    layoutPermissions: stringList,
    projectId: { type: ['integer', 'null'] },
    serviceTypes: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          icon_svgo: { type: 'string' },
          services_count: { type: 'integer' },
        },
      },
    },
    env: { type: 'string' },
    version: { type: 'string' },
    locale: { type: 'string' },
    product: { type: 'string' },
    staffLabel: { type: 'string' },
    theme: { type: 'string' },
    links: {
      type: 'object',
      properties: {
        companySite: { type: 'string' },
        knowledgeBase: { type: 'string' },
        status: { type: 'string' },
        docs: { type: 'string' },
      },
    },
  },
} as const;

function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}

export function registerLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, options } = ctx;

  app.get(
    '/api/layout',
    { preValidation: requireSession(ctx), schema: { response: { 200: layoutResponseSchema } } },
    async (request) => {
      const session = await activeSession(ctx, request);
      const { user } = session;
      // Independent reads at once: on PostgreSQL each takes a connection of the pool, so the answer
      // waits for one round trip instead of four (SQLite runs them one after the other anyway).
      const [permissions, projects, sessionServiceTypes, theme] = await Promise.all([
        permissionsOf(db, user.id),
        projectsOf(db, user.id),
        serviceTypesFor(db, session.projectId),
        // The theme belongs to the person at the keyboard, also while they act as a client.
        getUserSetting(db, session.impersonatorId ?? user.id, THEME_SETTING),
      ]);
      const selected = projects.find((p) => p.id === session.projectId) ?? null;
      // A project the user no longer belongs to counts no services.
      const serviceTypes = selected ? sessionServiceTypes : await serviceTypesFor(db, null);
      return {
        user: {
          id: user.id,
          full_name: user.fullName,
          email: user.email,
          projects,
          selectedProject: selected,
          layoutPermissions: permissions,
          impersonated: session.impersonatorId !== null,
        },
        userType: apiUserType(user.userType, options.product),
        layoutPermissions: permissions,
        projectId: selected?.id ?? null,
        // Icons are stored as given; only their sanitised form leaves the server.
        serviceTypes: serviceTypes.map((entry) => ({ ...entry, icon_svgo: sanitizeSvg(entry.icon_svgo) })),
        env: options.appEnv,
        version: options.version,
        locale: localeOf(request),
        product: options.product,
        staffLabel: `${options.product}Staff`,
        theme: isTheme(theme) ? theme : 'system',
        // The footer's and the staff menu's addresses outside the portal (configuration).
        links: options.links,
      };
    },
  );

  app.post<{ Body: { theme: Theme } }>(
    '/api/settings/theme',
    {
      preValidation: requireSession(ctx),
      schema: {
        body: {
          type: 'object',
          required: ['theme'],
          additionalProperties: false,
          properties: { theme: { type: 'string', enum: THEMES } },
        },
        response: { 200: { type: 'object', properties: { theme: { type: 'string' } } } },
      },
    },
    async (request) => {
      const session = await activeSession(ctx, request);
      await setUserSetting(
        db,
        session.impersonatorId ?? session.user.id,
        THEME_SETTING,
        request.body.theme,
        options.now(),
      );
      return { theme: request.body.theme };
    },
  );
}
