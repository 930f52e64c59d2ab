import type { SessionMessages } from './en.js';

/**
 * Turkish (tr): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': '{name} ağına geç',
  'network.approveSwitch': 'Ağ değişikliğini cüzdanınızda onaylayın',
  'network.familyUnsupported':
    'Bağlı cüzdan {family} ağlarını desteklemiyor. Destekleyen bir cüzdan bağlamak için devam edin.',
  'network.switch': 'Değiştir',
  'network.unsupported':
    'Bu uygulama mevcut ağınızı desteklemiyor. Devam etmek için kullanılabilir bir seçeneğe geçin.',
  'wallets.none': 'Bağlı cüzdan yok.',
  'wallets.list': 'Bağlı cüzdanlar',
  'wallets.add': 'Cüzdan ekle',
  'wallets.active': 'Etkin',
  'wallets.switchTo': '{name} cüzdanına geç',
  'wallets.disconnect': '{name} bağlantısını kes',
  'calls.checking': 'Toplu işlem kontrol ediliyor…',
  'calls.pending': 'Beklemede',
  'calls.confirmed': 'Onaylandı',
  'calls.failed': 'Başarısız',
  'calls.unavailable': 'Durum alınamıyor',
  'calls.viewTransaction': '{hash} işlemini görüntüle',
  'calls.transaction': 'İşlem {hash}',
  'approve.none': 'Bekleyen istek yok.',
  'approve.review': 'İsteği Portico cüzdanınızda inceleyin',
  'siwx.asks': '{app} cüzdanınızla giriş yapmanızı istiyor.',
  'siwx.thisApp': 'Bu uygulama',
  'siwx.message': 'İmzalanacak mesaj',
  'siwx.preparing': 'Mesaj hazırlanıyor…',
  'siwx.authenticating': 'Kimlik doğrulanıyor...',
  'siwx.sign': 'İmzala',
};
