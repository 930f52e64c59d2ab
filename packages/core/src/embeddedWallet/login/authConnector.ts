import type { EmbeddedWalletSource } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';

/** The AUTH connector the embedded wallet's source reports (one per namespace it serves, under one id). */
export function authConnectorId(rt: Runtime, source: EmbeddedWalletSource): string {
  const connector = rt
    .get()
    .connectors.connectors.find((c) => c.type === 'AUTH' && rt.sourceOf(c.id) === source);
  if (!connector) throw new PorticoError('NO_AUTH_CONNECTOR');
  return connector.id;
}

/** The AUTH connector ids of the source that are live in some namespace. */
export function authConnectorIds(rt: Runtime, source: EmbeddedWalletSource): string[] {
  const ids = Object.values(rt.get().connection.connections).flatMap(
    (connections) => connections?.filter((c) => c.sourceId === source.id).map((c) => c.connectorId) ?? [],
  );
  return [...new Set(ids)];
}
