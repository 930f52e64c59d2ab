import { usePorticoInstance } from '../../context/PorticoContext.js';
import { useT } from '../../hooks/useT.js';

/** Copies `address` to the clipboard and says so in a toast ('Address copied', or that it failed). */
export function useCopyAddress(address: string): () => void {
  const portico = usePorticoInstance();
  const t = useT();
  return () => {
    const done = () => portico.showToast({ message: t('toast.addressCopied'), variant: 'success' });
    const failed = () => portico.showToast({ message: t('toast.addressCopyFailed'), variant: 'error' });
    (navigator.clipboard?.writeText(address) ?? Promise.reject()).then(done, failed);
  };
}
