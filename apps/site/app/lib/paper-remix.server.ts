import { PaperRemixProjectSchema } from '@paperlight/api-client';
import * as v from 'valibot';
import { apiFetch } from '#app/api.server.ts';
import { getEnv } from '#app/env.server.ts';

/** A project in the dashboard list (`GET /paper-remix/projects`). */
export const ProjectSummarySchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type ProjectSummary = v.InferOutput<typeof ProjectSummarySchema>;

const ProjectsResponseSchema = v.looseObject({ data: v.array(ProjectSummarySchema) });
const ProjectResponseSchema = v.looseObject({ data: PaperRemixProjectSchema });

function call(method: 'GET' | 'POST' | 'DELETE', path: string, accessToken: string, body?: unknown): Promise<Response> {
  return apiFetch(method, `${getEnv().API_URL}${path}`, accessToken, body);
}

function fail(response: Response): never {
  if (response.status === 401) throw new Response('Unauthorized', { status: 401 });
  if (response.status === 403) throw new Response("You don't have access to this page", { status: 403 });
  // Someone else's project answers 404 too: the page does not say whether it exists.
  if (response.status === 404) throw new Response('Project not found', { status: 404 });
  throw new Response(`Request failed with status ${response.status}`, { status: 502 });
}

export async function listProjects(accessToken: string): Promise<ProjectSummary[]> {
  const response = await call('GET', '/paper-remix/projects', accessToken);
  if (!response.ok) fail(response);
  return v.parse(ProjectsResponseSchema, await response.json()).data;
}

const UsageResponseSchema = v.looseObject({
  data: v.looseObject({ storageUsedBytes: v.number(), storageQuotaBytes: v.number(), activeJobs: v.number(), maxActiveJobs: v.number() }),
});
export type PaperRemixUsage = v.InferOutput<typeof UsageResponseSchema>['data'];

/** The user's storage and job allowance (`GET /paper-remix/usage`); null when the api cannot say. */
export async function getUsage(accessToken: string): Promise<PaperRemixUsage | null> {
  const response = await call('GET', '/paper-remix/usage', accessToken);
  if (!response.ok) return null;
  const parsed = v.safeParse(UsageResponseSchema, await response.json());
  return parsed.success ? parsed.output.data : null;
}

export async function getProject(accessToken: string, id: string) {
  const response = await call('GET', `/paper-remix/project/${encodeURIComponent(id)}`, accessToken);
  if (!response.ok) fail(response);
  return v.parse(ProjectResponseSchema, await response.json()).data;
}

export async function createProject(accessToken: string, name: string | undefined): Promise<ProjectSummary> {
  const response = await call('POST', '/paper-remix/projects', accessToken, name ? { name } : {});
  if (!response.ok) fail(response);
  return v.parse(v.looseObject({ data: ProjectSummarySchema }), await response.json()).data;
}

export async function renameProject(accessToken: string, id: string, name: string): Promise<void> {
  const response = await call('POST', `/paper-remix/project/${encodeURIComponent(id)}/update`, accessToken, { name });
  if (!response.ok) fail(response);
}

export async function deleteProject(accessToken: string, id: string): Promise<void> {
  const response = await call('DELETE', `/paper-remix/project/${encodeURIComponent(id)}`, accessToken);
  if (!response.ok) fail(response);
}
