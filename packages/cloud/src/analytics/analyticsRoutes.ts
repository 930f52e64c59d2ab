import { AnalyticsEventBody, cloudPaths, SdkQuery } from '@portico/core/wire';
import type { FastifyInstance } from 'fastify';
import { requestProject, sendCloudError } from '../edge/index.js';
import { toStorableText } from '../storableText.js';
import { cleanProps } from './cleanProps.js';
import type { EventQueue } from './eventQueue.js';

export interface AnalyticsRoutesOptions {
  /** Where accepted events go; the app closes it (writing what it holds) when it closes. */
  queue: EventQueue;
}

/**
 * §7 POST /e: analytics events, queued for the database when the project has analytics on; answered 204
 * either way — except 503 with Retry-After while this instance's queue is full, so an overload is visible to the
 * client and in the metrics instead of a silent drop.
 */
export async function analyticsRoutes(
  api: FastifyInstance,
  { queue }: AnalyticsRoutesOptions,
): Promise<void> {
  // navigator.sendBeacon posts a string as text/plain, which needs no CORS preflight.
  api.addContentTypeParser('text/plain', { parseAs: 'string' }, api.getDefaultJsonParser('error', 'error'));

  api.post<{ Body: AnalyticsEventBody; Querystring: SdkQuery }>(
    cloudPaths.analyticsEvent,
    {
      schema: { querystring: SdkQuery, body: AnalyticsEventBody },
      // At info (the default level) no "incoming request" / "request completed" lines: two log lines per
      // event cost ~10% of its ingestion. Warnings and failures are still logged; debug and trace keep them.
      ...(api.log.level === 'info' ? { logLevel: 'warn' } : {}),
    },
    async (request, reply) => {
      const project = requestProject(request);
      const { body, query } = request;
      const props = cleanProps(body.props) as AnalyticsEventBody['props'] | undefined;
      if (props === undefined)
        return sendCloudError(reply, 400, 'BAD_REQUEST', 'body/props is nested too deeply');
      if (project.features.analytics) {
        // Field by field (the schema admits no others): one object shape for every event.
        const accepted = await queue.accept({
          eventId: body.eventId,
          url: toStorableText(body.url),
          domain: toStorableText(body.domain),
          timestamp: body.timestamp,
          props,
          projectId: project.id,
          sdkType: query.st,
          sdkVersion: query.sv,
        });
        if (!accepted) {
          reply.header('retry-after', String(queue.retryAfterSeconds));
          return sendCloudError(reply, 503, 'SERVER_ERROR', 'Analytics is busy; retry later');
        }
      }
      return reply.code(204).send();
    },
  );
}
