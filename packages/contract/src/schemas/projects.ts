/** One of the user's projects as its page shows it (GET /api/projects/:id, issue 28). */
import Type from 'typebox';
import { PROJECT_ROLES } from '../enums.js';
import { ProjectSchema } from './answers.js';

/** A member of the project: who, their part in it, and since when (an ISO date, `YYYY-MM-DD`, Warsaw). */
export const ProjectMemberSchema = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  role: Type.Enum(PROJECT_ROLES),
  since: Type.String(),
});
export type ProjectMember = Type.Static<typeof ProjectMemberSchema>;

/** A service type and how many services of it the project has (types it has none of are left out). */
export const ProjectServiceTypeSchema = Type.Object({
  type: Type.String(),
  name: Type.String(),
  services_count: Type.Integer(),
});
export type ProjectServiceType = Type.Static<typeof ProjectServiceTypeSchema>;

/**
 * The project, whether it is the session's selected project, its members (owner first, then by role
 * and name), and its services by type: null when the person may not list services.
 */
export const ProjectDetailsSchema = Type.Object({
  project: ProjectSchema,
  selected: Type.Boolean(),
  members: Type.Array(ProjectMemberSchema),
  serviceTypes: Type.Union([Type.Array(ProjectServiceTypeSchema), Type.Null()]),
});
export type ProjectDetails = Type.Static<typeof ProjectDetailsSchema>;
