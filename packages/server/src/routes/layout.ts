/** The layout input of spec section 3, and the user's theme setting. */
import { API, THEME_SETTINGS, type ThemeSetting } from '@portal-elements/contract';
import {
  LayoutInputSchema,
  ThemeSettingSchema,
  type LayoutInput,
  type ThemeSettingBody,
} from '@portal-elements/contract/schemas';
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
import { mustSetUpTwoFactor } from './two-factor.js';

function isTheme(value: unknown): value is ThemeSetting {
  return (THEME_SETTINGS as readonly unknown[]).includes(value);
}

export function registerLayoutRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, options } = ctx;

  // The answer's schema is also the list of what may leave the server: nothing else is serialised.
  app.get<{ Reply: LayoutInput }>(
    API.layout,
    { preValidation: requireSession(ctx), schema: { response: { 200: LayoutInputSchema } } },
    async (request) => {
      const session = await activeSession(ctx, request);
      const { user } = session;
      // Independent reads at once: on PostgreSQL each takes a connection of the pool, so the answer
      // waits for one round trip instead of four (SQLite runs them one after the other anyway).
      const [permissions, projects, sessionServiceTypes, theme, twoFactorSetupRequired] = await Promise.all([
        permissionsOf(db, user.id),
        projectsOf(db, user.id),
        serviceTypesFor(db, session.projectId),
        // The theme belongs to the person at the keyboard, also while they act as a client.
        getUserSetting(db, session.impersonatorId ?? user.id, THEME_SETTING),
        mustSetUpTwoFactor(ctx, session),
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
        twoFactorSetupRequired,
        // The footer's and the staff menu's addresses outside the portal (configuration).
        links: options.links,
      };
    },
  );

  app.post<{ Body: ThemeSettingBody; Reply: ThemeSettingBody }>(
    API.themeSetting,
    {
      preValidation: requireSession(ctx),
      schema: { body: ThemeSettingSchema, response: { 200: ThemeSettingSchema } },
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
