/**
 * The embedded wallet's mark (§3 Connector imageUrl): an envelope on Portico's indigo, Portico's own drawing;
 * a few hundred bytes, so it ships with the connector.
 */
export const emailIcon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Crect width='24' height='24' rx='6' fill='%234f46e5'/%3E%3Cpath fill='none' stroke='%23fff' stroke-width='1.6' stroke-linejoin='round' d='M5.5 7.5h13v9h-13zm0 .5 6.5 5 6.5-5'/%3E%3C/svg%3E";
