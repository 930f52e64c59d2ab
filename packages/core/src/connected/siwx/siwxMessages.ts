/**
 * The sign-in's messages (§8 toasts and messages), kept out of `errorCatalogue` so that they load with the
 * sign-in's steps, not in the dApp's initial JS (bench/).
 */
export const siwxMessages = {
  SIWX_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
} as const;
