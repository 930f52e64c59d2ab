export const REQUEST_ABORTED = 'Request was aborted';
