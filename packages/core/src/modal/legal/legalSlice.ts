import type { Slice } from '../../instance/slice.js';

/** The legal checkbox (§9 `legalCheckbox`): until it is ticked nothing connects. */
export const legalSlice: Slice = {
  name: 'legal',
  resolveOptions: ({ termsConditionsUrl, privacyPolicyUrl }) => ({ termsConditionsUrl, privacyPolicyUrl }),
  initialState: () => ({ legal: { accepted: false } }),
  create: ({ rt: { set } }) => ({
    actions: { setLegalAccepted: (accepted) => set((s) => ({ ...s, legal: { accepted } })) },
  }),
};
