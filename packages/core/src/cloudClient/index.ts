export { cloudAlert, cloudStatus } from './cloudAlert.js';
export { type CloudClient, type CloudClientOptions, createCloudClient } from './cloudClient.js';
export { porticoSdk } from './sdkInfo.js';
