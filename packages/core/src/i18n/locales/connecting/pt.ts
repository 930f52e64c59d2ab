import type { ConnectingMessages } from './en.js';

/**
 * Portuguese (pt): the connecting views' messages (WalletConnect, Farcaster, email, social login, the email
 * update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'O WalletConnect não está configurado para este site.',
  'wc.qrLabel': 'Código QR para conectar {name}',
  'wc.scan': 'Escaneie este código QR com {name}',
  'wc.openMobile': 'Abrir o app',
  'wc.openDesktop': 'Abrir o app para computador',
  'wc.openWeb': 'Abrir o app web',
  'farcaster.scan': 'Escaneie este código QR com a câmera do celular ou com o app Farcaster',
  'farcaster.waiting': 'Aguardando você aprovar o login no Farcaster',
  'farcaster.open': 'Abrir no Farcaster',
  'farcaster.qrLabel': 'Código QR para entrar com o Farcaster',
  'email.codeSentTo': 'Digite o código de 6 dígitos que enviamos para {email}',
  'email.codeSentCurrent': 'Digite o código de 6 dígitos que enviamos para o seu e-mail atual',
  'email.code': 'Código',
  'email.resend': 'Reenviar código',
  'email.connectedAs': 'Conectado como {email}',
  'email.newEmail': 'Novo e-mail',
  'email.enterNew': 'Digite seu novo e-mail',
  'email.recoveryUnlock': 'Digite sua senha de recuperação na sua carteira Portico',
  'email.recoveryChoose': 'Escolha uma senha de recuperação na sua carteira Portico',
  'social.linkDescription':
    'Este e-mail já tem uma carteira Portico: o código permite que seu login com {name} a abra.',
  'social.continueIn': 'Continue na janela do {name}',
  'social.allowAccess': 'Faça login e permita o acesso ao Portico na janela que foi aberta',
  'common.copyLink': 'Copiar link',
  'common.preparingQr': 'Preparando o código QR…',
  'toast.linkCopied': 'Link copiado',
  'toast.linkCopyFailed': 'Não foi possível copiar o link',
  'connect.searchWallet': 'Buscar carteira',
  'connect.searchWallets': 'Buscar carteiras',
  'connect.wallets': 'Carteiras',
  'connect.loadingWallets': 'Carregando carteiras…',
  'connect.noWallet': 'Nenhuma carteira encontrada',
  'connect.yourWallet': 'sua carteira',
  'connect.continueIn': 'Continue em {name}',
  'connect.acceptRequest': 'Aceite a solicitação de conexão na carteira',
};
