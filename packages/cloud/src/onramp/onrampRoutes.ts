import {
  cloudPaths,
  OnrampOptionsQuery,
  type OnrampOptionsResponse,
  OnrampOrderParams,
  OnrampOrderQuery,
  type OnrampOrderResponse,
  type OnrampQuote,
  OnrampQuoteBody,
  OnrampQuoteQuery,
  OnrampUrlBody,
  OnrampUrlQuery,
  type OnrampUrlResponse,
} from '@portico/core/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CloudPluginOptions } from '../cloudPlugin.js';
import { requestProject, sendCloudError } from '../edge/index.js';
import { findOrder, insertOrder, newOnrampSecret, settleOrder } from './onrampOrders.js';
import { OnrampInputError, type OnrampProvider, OnrampUpstreamError } from './onrampProvider.js';

export interface OnrampRoutesOptions extends CloudPluginOptions {
  /** The configured providers by id (`createOnrampProviders`); empty: on-ramp is off. */
  providers: ReadonlyMap<string, OnrampProvider>;
}

const notSupported = 'On-ramp provider not supported';

/** A provider's refusal → 400 with its message; its failure → 502; anything else is rethrown. */
function answerFailure(reply: FastifyReply, error: unknown, provider: string): FastifyReply {
  if (error instanceof OnrampInputError) return sendCloudError(reply, 400, 'BAD_REQUEST', error.message);
  if (error instanceof OnrampUpstreamError) {
    return sendCloudError(
      reply,
      502,
      'SERVER_ERROR',
      `The on-ramp provider ${provider} failed: ${error.message}`,
    );
  }
  throw error;
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
      const provider = providers.get(request.query.provider);
      if (!provider) return sendCloudError(reply, 400, 'BAD_REQUEST', notSupported);
      try {
        return await provider.options();
      } catch (error) {
        return answerFailure(reply, error, provider.id);
      }
    },
  );

  api.post<{ Querystring: OnrampQuoteQuery; Body: OnrampQuoteBody }>(
    cloudPaths.onrampQuote,
    { schema: { querystring: OnrampQuoteQuery, body: OnrampQuoteBody } },
    async (request, reply): Promise<OnrampQuote | FastifyReply> => {
      const provider = providers.get(request.body.provider);
      if (!provider) return sendCloudError(reply, 400, 'BAD_REQUEST', notSupported);
      try {
        return await provider.quote(request.body);
      } catch (error) {
        return answerFailure(reply, error, provider.id);
      }
    },
  );

  api.post<{ Querystring: OnrampUrlQuery; Body: OnrampUrlBody }>(
    cloudPaths.onrampUrl,
    { schema: { querystring: OnrampUrlQuery, body: OnrampUrlBody } },
    async (request, reply): Promise<OnrampUrlResponse | FastifyReply> => {
      const body = request.body;
      const provider = providers.get(body.provider);
      if (!provider) return sendCloudError(reply, 400, 'BAD_REQUEST', notSupported);
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
      try {
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
      } catch (error) {
        return answerFailure(reply, error, provider.id);
      }
    },
  );

  api.get<{ Params: OnrampOrderParams; Querystring: OnrampOrderQuery }>(
    cloudPaths.onrampOrder,
    { schema: { params: OnrampOrderParams, querystring: OnrampOrderQuery } },
    async (request, reply): Promise<OnrampOrderResponse | FastifyReply> => {
      const stored = await findOrder(db, request.params.orderId);
      if (!stored || stored.projectId !== requestProject(request).id) {
        return sendCloudError(reply, 404, 'NOT_FOUND', 'No such on-ramp order');
      }
      const provider = providers.get(stored.order.provider);
      if (stored.order.status === 'pending' && provider) {
        try {
          const status = await provider.orderStatus({
            id: stored.order.id,
            projectId: stored.projectId,
            account: stored.order.account,
          });
          if (status && status.status !== 'pending') {
            await settleOrder(db, stored.order.id, status, clock());
            const settled = await findOrder(db, stored.order.id);
            if (settled) return { order: settled.order };
          }
        } catch (error) {
          return answerFailure(reply, error, provider.id);
        }
      }
      return { order: stored.order };
    },
  );
}
