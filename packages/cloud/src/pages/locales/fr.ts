import type { PageMessages } from './en.js';

/** The cloud pages' words in fr. */
export const messages: PageMessages = {
  mailboxTitle: 'Boîte aux lettres Portico',
  mailboxIntro:
    'Les e-mails que le cloud aurait envoyés (aucun serveur SMTP configuré), du plus récent au plus ancien.',
  mailboxEmpty: 'Aucun e-mail pour l’instant.',
  mailboxTo: 'À {to}, {time}',
  checkoutTitle: 'Paiement',
  amount: 'Montant',
  youReceive: 'Vous recevez {amount} sur {network} à l’adresse {account}',
  cardNumber: 'Numéro de carte',
  expiry: 'Expiration (MM/AA)',
  cvc: 'CVC',
  pay: 'Payer',
  testCards: 'Cartes de test : 4242 4242 4242 4242 paie ; 4000 0000 0000 0002 est refusée.',
  useTestCard: 'Utilisez une carte de test : 4242 4242 4242 4242 ou 4000 0000 0000 0002.',
  orderNotFound: 'Commande introuvable',
  orderMissing: 'Cette commande n’existe pas.',
  orderClosed: 'Commande close',
  orderIs: 'Cette commande est {status}.',
  stale: 'Cette commande a déjà été payée ou refusée, ou le formulaire est périmé.',
  refused: 'Refusé',
  ownPage: 'Ce formulaire doit être envoyé depuis sa propre page.',
  declinedTitle: 'Paiement refusé',
  declined: 'Votre carte a été refusée.',
  failedTitle: 'Échec du paiement',
  noAmount: 'La commande n’a pas de montant',
  deliveryFailed: 'La livraison a échoué',
  completeTitle: 'Paiement effectué',
  delivered: 'Livré : {hash}',
};
