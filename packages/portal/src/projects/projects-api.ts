/** The project page's read (packages/server/src/routes/projects.ts). */
import { API, pathOf } from '@portal-elements/contract';
import type { ProjectDetails } from '@portal-elements/contract/schemas';
import { request } from '../api/http';

export type { ProjectDetails, ProjectMember } from '@portal-elements/contract/schemas';

export const projectKey = (id: string) => ['project', id] as const;

export const projectsApi = {
  project: (id: string, signal?: AbortSignal) =>
    request<ProjectDetails>(pathOf(API.project, { id }), { signal }),
};
