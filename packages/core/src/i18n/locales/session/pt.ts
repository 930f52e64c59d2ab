import type { SessionMessages } from './en.js';

/**
 * Portuguese (pt): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Trocar para {name}',
  'network.approveSwitch': 'Aprove a troca de rede na sua carteira',
  'network.familyUnsupported':
    'A carteira conectada não é compatível com redes {family}. Continue para conectar uma carteira compatível.',
  'network.switch': 'Trocar',
  'network.unsupported':
    'Este app não é compatível com a sua rede atual. Troque para uma opção disponível para continuar.',
  'wallets.none': 'Nenhuma carteira conectada.',
  'wallets.list': 'Carteiras conectadas',
  'wallets.add': 'Adicionar carteira',
  'wallets.active': 'Ativa',
  'wallets.switchTo': 'Trocar para {name}',
  'wallets.disconnect': 'Desconectar {name}',
  'calls.checking': 'Verificando o lote…',
  'calls.pending': 'Pendente',
  'calls.confirmed': 'Confirmada',
  'calls.failed': 'Falhou',
  'calls.unavailable': 'Status indisponível',
  'calls.viewTransaction': 'Ver transação {hash}',
  'calls.transaction': 'Transação {hash}',
  'approve.none': 'Nenhuma solicitação aguardando.',
  'approve.review': 'Revise a solicitação na sua carteira Portico',
  'siwx.asks': '{app} pede que você entre com sua carteira.',
  'siwx.thisApp': 'Este app',
  'siwx.message': 'Mensagem para assinar',
  'siwx.preparing': 'Preparando a mensagem…',
  'siwx.authenticating': 'Autenticando...',
  'siwx.sign': 'Assinar',
};
