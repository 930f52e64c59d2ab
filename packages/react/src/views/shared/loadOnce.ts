/**
 * A module loaded once, on first use or ahead of it (`preload`): `loaded()` is there once it has arrived, so a
 * view paints it at once; a failed load is tried again next time.
 */
export function loadOnce<M>(load: () => Promise<M>) {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = (): Promise<M> => {
    loading ??= load().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { preload, loaded: () => module };
}
