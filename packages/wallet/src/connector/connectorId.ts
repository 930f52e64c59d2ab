/** The connector id (and source id) of the embedded wallet. */
export const embeddedConnectorId = 'embedded';
