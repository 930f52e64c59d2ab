import type { CloudApi } from '../cloud/cloudApi.js';

/** The project's allowed page origins (wildcard patterns), from `GET /projects/v1/origins`. */
export async function fetchAllowedOrigins(api: CloudApi): Promise<string[]> {
  const { allowedOrigins } = await api.request<{ allowedOrigins?: unknown }>('/projects/v1/origins');
  if (!Array.isArray(allowedOrigins) || !allowedOrigins.every((origin) => typeof origin === 'string')) {
    throw new Error('The cloud answered no list of allowed origins');
  }
  return allowedOrigins;
}
