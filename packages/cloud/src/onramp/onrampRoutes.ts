import {
  cloudPaths,
  OnrampOptionsQuery,
  type OnrampOptionsResponse,
  OnrampOrderParams,
  type OnrampOrderResponse,
  type OnrampQuote,
  OnrampQuoteBody,
  OnrampUrlBody,
  type OnrampUrlResponse,
  SdkQuery,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { requestProject, sendCloudError } from '../edge/index.js';
import { findOrder, insertOrder, newOnrampSecret, settleOrder } from './onrampOrders.js';
import { OnrampInputError, type OnrampProvider, OnrampUpstreamError } from './onrampProvider.js';

export interface OnrampRoutesOptions extends CloudPluginOptions {
  /** The configured providers by id (`createOnrampProviders`); empty: on-ramp is off. */
  providers: ReadonlyMap<string, OnrampProvider>;
}

const notSupported = 'On-ramp provider not supported';

/**
 * Runs `work` with the provider `id` names: unknown → 400 'On-ramp provider not supported'; its refusal
 * (`OnrampInputError`) → 400 with its message; its failure (`OnrampUpstreamError`) → 502 naming it, logged (the
 * message names the provider and the status, never a key); anything else is rethrown.
 */
async function withProvider<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  providers: ReadonlyMap<string, OnrampProvider>,
  id: string,
  work: (provider: OnrampProvider) => Promise<T>,
): Promise<T | FastifyReply> {
  const provider = providers.get(id);
  if (!provider) return sendCloudError(reply, 400, 'BAD_REQUEST', notSupported);
  try {
    return await work(provider);
  } catch (error) {
    if (error instanceof OnrampInputError) return sendCloudError(reply, 400, 'BAD_REQUEST', error.message);
    if (error instanceof OnrampUpstreamError) {
      request.log.warn({ provider: id, reason: error.message }, 'onramp: the provider failed');
      return sendCloudError(
        reply,
        502,
        'SERVER_ERROR',
        `The on-ramp provider ${id} failed: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * A project whose owner turned the on-ramp off (its `onramp` feature false) is answered 403: its project id gets no
 * options, quotes or orders. Its orders already made can still be read.
 */
function onrampOff(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  if (requestProject(request).features.onramp !== false) return undefined;
  return sendCloudError(reply, 403, 'FEATURE_DISABLED', 'On-ramp is turned off for this project');
}

/** §7 on-ramp API: a provider's options and quotes, the checkout URL of a new order, and the order's status. */
export async function onrampRoutes(
  api: FastifyInstance,
  { db, clock, providers }: OnrampRoutesOptions,
): Promise<void> {
  api.get<{ Querystring: OnrampOptionsQuery }>(
    cloudPaths.onrampOptions,
    { schema: { querystring: OnrampOptionsQuery } },
    async (request, reply): Promise<OnrampOptionsResponse | FastifyReply> => {
      return (
        onrampOff(request, reply) ??
        withProvider(request, reply, providers, request.query.provider, (provider) => provider.options())
      );
    },
  );

  api.post<{ Querystring: SdkQuery; Body: OnrampQuoteBody }>(
    cloudPaths.onrampQuote,
    { schema: { querystring: SdkQuery, body: OnrampQuoteBody } },
    async (request, reply): Promise<OnrampQuote | FastifyReply> => {
      return (
        onrampOff(request, reply) ??
        withProvider(request, reply, providers, request.body.provider, (provider) =>
          provider.quote(request.body),
        )
      );
    },
  );

  api.post<{ Querystring: SdkQuery; Body: OnrampUrlBody }>(
    cloudPaths.onrampUrl,
    { schema: { querystring: SdkQuery, body: OnrampUrlBody } },
    async (request, reply): Promise<OnrampUrlResponse | FastifyReply> => {
      const off = onrampOff(request, reply);
      if (off) return off;
      const body = request.body;
      const [wallet] = body.destinationWallets;
      const network = body.defaultNetwork ?? wallet?.blockchains[0];
      if (!wallet || !network || !wallet.blockchains.includes(network)) {
        return sendCloudError(
          reply,
          400,
          'BAD_REQUEST',
          'defaultNetwork must be one of the wallet’s blockchains',
        );
      }
      const project = requestProject(request);
      const paymentCurrency = body.paymentCurrency ?? 'USD';
      const purchaseCurrency = body.purchaseCurrency ?? wallet.assets?.[0] ?? 'USDC';
      const orderId = newOnrampSecret();
      return withProvider(request, reply, providers, body.provider, async (provider) => {
        let quote: OnrampQuote | undefined;
        if (body.presetFiatAmount !== undefined) {
          quote = await provider.quote({
            provider: provider.id,
            purchaseCurrency,
            paymentCurrency,
            amount: body.presetFiatAmount.toFixed(2),
            network,
            ...(body.paymentMethod ? { paymentMethod: body.paymentMethod } : {}),
          });
        }
        const url = await provider.checkoutUrl({
          orderId,
          projectId: project.id,
          walletAddress: wallet.address,
          network,
          partnerUserId: body.partnerUserId,
          paymentCurrency,
          purchaseCurrency,
          ...(body.presetFiatAmount !== undefined ? { presetFiatAmount: body.presetFiatAmount } : {}),
          origin: `${request.protocol}://${request.host}`,
          clientIp: request.ip,
        });
        await insertOrder(
          db,
          {
            id: orderId,
            projectId: project.id,
            provider: provider.id,
            account: body.partnerUserId,
            network,
            ...(quote ? { paymentTotal: quote.paymentTotal, purchaseAmount: quote.purchaseAmount } : {}),
            checkoutToken: newOnrampSecret(),
          },
          clock(),
        );
        return { url, orderId };
      });
    },
  );

  api.get<{ Params: OnrampOrderParams; Querystring: SdkQuery }>(
    cloudPaths.onrampOrder,
    { schema: { params: OnrampOrderParams, querystring: SdkQuery } },
    async (request, reply): Promise<OnrampOrderResponse | FastifyReply> => {
      const stored = await findOrder(db, request.params.orderId);
      if (!stored || stored.projectId !== requestProject(request).id) {
        return sendCloudError(reply, 404, 'NOT_FOUND', 'No such on-ramp order');
      }
      const { order } = stored;
      if (order.status !== 'pending' || !providers.has(order.provider)) return { order };
      return withProvider(request, reply, providers, order.provider, async (provider) => {
        const status = await provider.orderStatus({
          id: order.id,
          projectId: stored.projectId,
          account: order.account,
        });
        if (!status || status.status === 'pending') return { order };
        await settleOrder(db, order.id, status, clock());
        return { order: (await findOrder(db, order.id))?.order ?? order };
      });
    },
  );
}
