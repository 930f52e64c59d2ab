import { avatarGradient } from './avatarGradient.js';

export function Avatar({ address, image }: { address: string; image: string | undefined }) {
  if (image) return <img className="avatar" src={image} alt="" width={64} height={64} loading="lazy" />;
  return <span className="avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />;
}
