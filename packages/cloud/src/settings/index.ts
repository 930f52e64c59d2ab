export { cloudSettings } from './cloudSettings.js';
export {
  type ResolvedSettings,
  resolveSettings,
  SettingsError,
} from './resolveSettings.js';
export type { Setting } from './setting.js';
