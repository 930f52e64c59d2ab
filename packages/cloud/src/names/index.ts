export { nameRoutes } from './nameRoutes.js';
export { namesFromStack } from './namesFromStack.js';
