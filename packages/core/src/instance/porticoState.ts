/**
 * The state of a Portico instance. It is empty here: each feature slice adds its own keys from its folder by
 * declaration merging (`declare module '…/instance/porticoState.js'`), so a new feature grows no central file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the slices' declaration merging
export interface PorticoState {}
