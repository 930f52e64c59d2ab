import type { SessionMessages } from './en.js';

/**
 * French (fr): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Passer à {name}',
  'network.approveSwitch': 'Approuvez le changement de réseau dans votre wallet',
  'network.familyUnsupported':
    'Le wallet connecté ne prend pas en charge les réseaux {family}. Continuez pour connecter un wallet compatible.',
  'network.switch': 'Changer',
  'network.unsupported':
    'Cette application ne prend pas en charge votre réseau actuel. Passez à une option disponible pour continuer.',
  'wallets.none': 'Aucun wallet n’est connecté.',
  'wallets.list': 'Wallets connectés',
  'wallets.add': 'Ajouter un wallet',
  'wallets.active': 'Actif',
  'wallets.switchTo': 'Passer à {name}',
  'wallets.disconnect': 'Déconnecter {name}',
  'calls.checking': 'Vérification du lot…',
  'calls.pending': 'En attente',
  'calls.confirmed': 'Confirmée',
  'calls.failed': 'Échec',
  'calls.unavailable': 'État indisponible',
  'calls.viewTransaction': 'Voir la transaction {hash}',
  'calls.transaction': 'Transaction {hash}',
  'approve.none': 'Aucune demande en attente.',
  'approve.review': 'Vérifiez la demande dans votre wallet Portico',
  'siwx.asks': '{app} vous demande de vous connecter avec votre wallet.',
  'siwx.thisApp': 'Cette application',
  'siwx.message': 'Message à signer',
  'siwx.preparing': 'Préparation du message…',
  'siwx.authenticating': 'Authentification...',
  'siwx.sign': 'Signer',
};
