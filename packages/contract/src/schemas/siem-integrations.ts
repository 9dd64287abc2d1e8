/**
 * GET /api/siem/integrations: the SIEM integrations of the client's selected project (the client's SOC
 * page, /siem/integrations, siem-integration-list), with how many of the cases each raised are open.
 * The whole list at once: a project has a handful.
 */
import Type from 'typebox';
import { SIEM_INTEGRATION_STATES, SIEM_PRODUCTS } from '../enums.js';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SiemIntegrationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  product: Type.Enum(SIEM_PRODUCTS),
  state: Type.Enum(SIEM_INTEGRATION_STATES),
  /** The newest event it sent (ISO 8601); null before the first. */
  last_event_at: Nullable(Type.String()),
  created_at: Type.String(),
  /** The SOC's cases it raised that are new or in progress. */
  open_cases: Type.Integer(),
});
export type SiemIntegration = Type.Static<typeof SiemIntegrationSchema>;

/** The answer: the integrations, by name; `project` null when the session has no project selected. */
export const SiemIntegrationsSchema = Type.Object({
  project: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  integrations: Type.Array(SiemIntegrationSchema),
});
export type SiemIntegrations = Type.Static<typeof SiemIntegrationsSchema>;
