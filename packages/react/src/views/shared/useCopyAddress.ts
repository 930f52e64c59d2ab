import { usePorticoInstance } from '../../context/PorticoContext.js';

/** Copies `address` to the clipboard and says so in a toast ('Address copied', or that it failed). */
export function useCopyAddress(address: string): () => void {
  const portico = usePorticoInstance();
  return () => {
    const done = () => portico.showToast({ message: 'Address copied', variant: 'success' });
    const failed = () => portico.showToast({ message: 'Failed to copy the address', variant: 'error' });
    (navigator.clipboard?.writeText(address) ?? Promise.reject()).then(done, failed);
  };
}
