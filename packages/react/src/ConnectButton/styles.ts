import type { CSSProperties } from 'react';

/** The buttons live in the page (not the shadow root), so they carry their look inline, themed by `--portico-*`. */
export const pageButtonStyle: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 40,
  padding: '0 16px',
  border: 'none',
  borderRadius: 'calc(var(--portico-border-radius-master, 4px) * 4)',
  background: 'var(--portico-accent, #3d6cf5)',
  color: 'var(--portico-on-accent, #ffffff)',
  fontFamily: 'var(--portico-font-family, system-ui, sans-serif)',
  fontSize: 14,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
};

export const secondaryTextStyle: CSSProperties = { fontWeight: 400, opacity: 0.85 };

export const avatarStyle: CSSProperties = { borderRadius: '50%', objectFit: 'cover', marginLeft: -8 };
