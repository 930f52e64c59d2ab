import type { FrameMessages } from './en.js';

/** The secure frame's words in ms. */
export const messages: FrameMessages = {
  continue: 'Teruskan',
  recoveryPassword: 'Kata laluan pemulihan',
  confirmRecoveryPassword: 'Sahkan kata laluan pemulihan',
  chooseTitle: 'Pilih kata laluan pemulihan',
  chooseDescription:
    'Sekurang-kurangnya {min} aksara dan sukar diteka. Anda memerlukannya untuk menggunakan dompet pada peranti baharu; tiada sesiapa boleh menetapkannya semula.',
  strength: 'Kekuatan: {word}',
  veryWeak: 'Sangat lemah',
  weak: 'Lemah',
  fair: 'Sederhana',
  strong: 'Kuat',
  veryStrong: 'Sangat kuat',
  enterTitle: 'Masukkan kata laluan pemulihan anda',
  enterDescription: 'Peranti ini baharu: kata laluan pemulihan anda membuka dompet anda di sini.',
  tooShort: 'Gunakan sekurang-kurangnya {min} aksara',
  tooWeak: 'Kata laluan ini terlalu mudah diteka: tambah lebih banyak perkataan atau aksara',
  passwordsDiffer: 'Kata laluan tidak sepadan',
  approveHint: 'Luluskan tersedia sebaik sahaja permintaan ini kelihatan sepenuhnya.',
  reject: 'Tolak',
  approve: 'Luluskan',
  requestFrom: 'Permintaan daripada {origin}',
  network: 'Rangkaian {network}',
  storage: 'Storan',
  storageMemory:
    'Pelayar ini tidak membenarkan dompet selamat menyimpan data di laman ini. Anda boleh menggunakan dompet sehingga menutup halaman ini; lain kali anda memerlukan kata laluan pemulihan.',
  storageRequest: 'Benarkan dompet mengingati peranti ini',
  storageRefused:
    'Pelayar tidak membenarkannya. Dompet anda masih berfungsi sehingga anda menutup halaman ini.',
};
