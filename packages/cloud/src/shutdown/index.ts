export { closeGracefully } from './closeGracefully.js';
export { type RunningParts, shutDown } from './shutDown.js';
