import type { EmbeddedUser } from '@portico/core/adapters';

/** A user as the secure frame answers GET_USER. */
export const embeddedUser: EmbeddedUser = {
  email: 'ada@example.com',
  address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  chainId: 'eip155:1',
  accounts: [{ address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', type: 'EOA' }],
  solanaAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
};
