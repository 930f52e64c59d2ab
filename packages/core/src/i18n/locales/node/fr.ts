import type { NodeMessages } from './en.js';

/** French (fr): the transaction-node errors, the part of `node/en.ts`, translated. */
export const messages: NodeMessages = {
  'core.nodeExecutionReverted': "L'exécution a été annulée",
  'core.nodeExecutionRevertedWithReason': "L'exécution a été annulée : {reason}",
  'core.nodeFeeCapTooHigh': 'Le plafond de frais dépasse le maximum autorisé par le nœud',
  'core.nodeFeeCapTooLow': 'Le plafond de frais est inférieur aux frais de base du bloc',
  'core.nodeNonceTooHigh': 'Le nonce est supérieur au prochain nonce du compte',
  'core.nodeNonceTooLow': 'Le nonce est inférieur au prochain nonce du compte',
  'core.nodeNonceMaxValue': 'Le nonce a atteint sa valeur maximale',
  'core.nodeIntrinsicGasTooHigh': 'Le gaz intrinsèque dépasse la limite de gaz du bloc',
  'core.nodeIntrinsicGasTooLow': 'Le gaz intrinsèque est inférieur au minimum requis',
  'core.nodeTransactionTypeNotSupported': "Ce type de transaction n'est pas pris en charge",
  'core.nodeTipAboveFeeCap': 'Les frais de priorité dépassent les frais maximum par unité de gaz',
  'core.nodeUnknownError': "Une erreur inconnue s'est produite lors de l'exécution de la transaction",
};
