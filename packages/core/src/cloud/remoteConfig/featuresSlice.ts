import type { Features, ResolvedFeatures } from '../../instance/features.js';
import type { Slice } from '../../instance/slice.js';
import { showAlert } from '../../modal/alerts/showAlert.js';
import { hasCloud } from '../backend/hasCloud.js';
import { loadRemoteFeatures } from './loadRemoteFeatures.js';

declare module '../../instance/porticoState.js' {
  interface PorticoState {
    /**
     * The project's remote features are on their way: the connect methods they decide (email, social) may still
     * appear. The Connect view says it is busy meanwhile.
     */
    featuresLoading: boolean;
  }
}

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    /** The project's remote features once loaded; `undefined` without them (no cloud, basic mode, a failure). */
    remoteFeatures: Promise<ResolvedFeatures | undefined>;
  }
}

/** The features in effect: the local ones, overridden by the project's remote configuration once loaded (§7). */
export const featuresSlice: Slice = {
  name: 'features',
  initialState: ({ options }) => ({
    features: options.features,
    featuresLoading: hasCloud(options) && !options.basic,
  }),
  create({ rt, portico, ports }) {
    const { client } = ports.cloud;
    const { options } = rt;
    const loaded = () => rt.set((state) => ({ ...state, featuresLoading: false }));
    const actions = {
      setFeatures: (changes: Features) =>
        rt.set((state) => ({ ...state, features: { ...state.features, ...changes } })),
    };
    if (!client || options.basic) {
      loaded();
      return { actions, port: { remoteFeatures: Promise.resolve(undefined) } };
    }
    const remoteFeatures = loadRemoteFeatures(client, options.features, portico.features).then((result) => {
      if (rt.isDestroyed()) return undefined;
      loaded();
      if (!result.ok) {
        showAlert(rt, result.alert);
        return undefined;
      }
      rt.set((state) => ({ ...state, features: result.features }));
      if (result.ignored.length > 0)
        showAlert(rt, 'LOCAL_CONFIGURATION_IGNORED', { settings: result.ignored.join(', ') });
      return result.features;
    });
    return { actions, port: { remoteFeatures } };
  },
};
