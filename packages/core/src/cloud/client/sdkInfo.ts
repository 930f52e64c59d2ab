/** The §7 `st` and `sv` Portico sends unless the integration names its own (e.g. the React package). */
export const porticoSdk = { type: 'portico', version: '0.1.0' } as const;
