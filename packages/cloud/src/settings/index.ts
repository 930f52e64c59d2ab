export { cloudSettings, configFileSetting, otherToolsVariables } from './cloudSettings.js';
export {
  type ResolvedSettings,
  resolveSettings,
  SettingsError,
  type SettingsSources,
} from './resolveSettings.js';
export { type Setting, setting } from './setting.js';
export {
  defaultServerSettings,
  defaultSettingsDocument,
  type ServerSettings,
  type SettingPath,
  type SettingsDocument,
} from './settingsDocument.js';
export { type SettingType, SettingValueError } from './settingType.js';
