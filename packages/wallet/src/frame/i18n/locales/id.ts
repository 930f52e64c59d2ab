import type { FrameMessages } from './en.js';

/** The secure frame's words in id. */
export const messages: FrameMessages = {
  continue: 'Lanjutkan',
  recoveryPassword: 'Kata sandi pemulihan',
  confirmRecoveryPassword: 'Konfirmasi kata sandi pemulihan',
  chooseTitle: 'Buat kata sandi pemulihan',
  chooseDescription:
    'Minimal {min} karakter dan sulit ditebak. Anda memerlukannya untuk memakai dompet di perangkat baru; tidak ada yang bisa meresetnya.',
  strength: 'Kekuatan: {word}',
  veryWeak: 'Sangat lemah',
  weak: 'Lemah',
  fair: 'Cukup',
  strong: 'Kuat',
  veryStrong: 'Sangat kuat',
  enterTitle: 'Masukkan kata sandi pemulihan Anda',
  enterDescription: 'Perangkat ini baru: kata sandi pemulihan Anda membuka dompet Anda di sini.',
  tooShort: 'Gunakan minimal {min} karakter',
  tooWeak: 'Kata sandi ini terlalu mudah ditebak: tambahkan kata atau karakter',
  passwordsDiffer: 'Kata sandi tidak cocok',
  approveHint: 'Setujui tersedia setelah permintaan ini terlihat sepenuhnya.',
  reject: 'Tolak',
  approve: 'Setujui',
  requestFrom: 'Permintaan dari {origin}',
  network: 'Jaringan {network}',
  storage: 'Penyimpanan',
  storageMemory:
    'Browser ini tidak mengizinkan dompet aman menyimpan data di situs ini. Anda dapat memakai dompet sampai menutup halaman ini; lain kali Anda memerlukan kata sandi pemulihan.',
  storageRequest: 'Izinkan dompet mengingat perangkat ini',
  storageRefused:
    'Browser tidak mengizinkannya. Dompet Anda tetap berfungsi sampai Anda menutup halaman ini.',
};
