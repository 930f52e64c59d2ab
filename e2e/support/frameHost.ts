/**
 * The host name of the secure frame in the e2e stack: another *site* than the demo on 127.0.0.1, as the frame
 * is in production (globalSetup passes it as PORTICO_FRAME_HOST). A `*.localhost` name is a secure context, so
 * WebCrypto works over plain HTTP; the test browser maps it to 127.0.0.1 (`chromiumArgs`).
 */
export const frameHost = 'portico-frame.localhost';
