export const SOCIAL_NOT_ENABLED = 'Social login is not enabled';
export const SMART_ACCOUNTS_NOT_ENABLED = 'Smart accounts are not enabled';
export const REQUEST_ABORTED = 'Request was aborted';
