/**
 * GET /api/siem/integrations: the client's SOC page (/siem/integrations). A client (or a staff member
 * acting as one) with siem-integration-list sees the SIEM integrations of the project the session has
 * selected, while a member of it: their product, their state, when each last sent an event, and how
 * many of the SOC's cases each raised are still open (new or in progress). No project selected, or
 * one the client no longer belongs to: an empty list and `project` null.
 */
import { API, SIEM_INTEGRATION_LIST_PERMISSION } from '@portal-elements/contract';
import { SiemIntegrationsSchema, type SiemIntegrations } from '@portal-elements/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { activeSession, requireClientPermission, type AppContext } from '../context.js';
import { memberProject } from '../db/queries.js';

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

export function registerSiemIntegrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get<{ Reply: SiemIntegrations }>(
    API.siemIntegrations,
    {
      preValidation: requireClientPermission(ctx, SIEM_INTEGRATION_LIST_PERMISSION),
      schema: { response: { 200: SiemIntegrationsSchema } },
    },
    async (request) => {
      const session = await activeSession(ctx, request);
      const project =
        session.projectId === null ? undefined : await memberProject(db, session.user.id, session.projectId);
      if (!project) return { project: null, integrations: [] };
      const rows = await db
        .selectFrom('siem_integrations')
        .leftJoin('siem_cases', (join) =>
          join
            .onRef('siem_cases.integration_id', '=', 'siem_integrations.id')
            .on('siem_cases.status', 'in', ['new', 'in_progress']),
        )
        .select([
          'siem_integrations.id',
          'siem_integrations.name',
          'siem_integrations.product',
          'siem_integrations.state',
          'siem_integrations.last_event_at',
          'siem_integrations.created_at',
          sql<number | string>`count(siem_cases.id)`.as('open_cases'),
        ])
        .where('siem_integrations.project_id', '=', project.id)
        .groupBy([
          'siem_integrations.id',
          'siem_integrations.name',
          'siem_integrations.product',
          'siem_integrations.state',
          'siem_integrations.last_event_at',
          'siem_integrations.created_at',
        ])
        // By id: the order they were set up in; the page sorts as the person chooses.
        .orderBy('siem_integrations.id')
        .execute();
      return {
        project: { id: project.id, name: project.name },
        integrations: rows.map((row) => ({
          id: row.id,
          name: row.name,
          product: row.product,
          state: row.state,
          last_event_at: iso(row.last_event_at === null ? null : Number(row.last_event_at)),
          created_at: new Date(Number(row.created_at)).toISOString(),
          // PostgreSQL's count() is a bigint, which its driver hands over as a string.
          open_cases: Number(row.open_cases),
        })),
      };
    },
  );
}
