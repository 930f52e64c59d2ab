export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled';
export const REQUEST_ABORTED = 'Request was aborted';
