export { shutDown } from './shutDown.js';
