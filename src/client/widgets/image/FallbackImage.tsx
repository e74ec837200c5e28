// An <img> that shows a bundled default when its picture fails to load (document 001 §1):
// people's photos fall back to the default avatar, anything else to a rectangle placeholder.
// If the fallback itself fails, nothing changes: only the caller's picture can be swapped, so
// a broken fallback cannot loop.
import { ImgHTMLAttributes, SyntheticEvent, useState } from 'react';
import { DEFAULT_AVATAR_URL, PLACEHOLDER_IMAGE_URL } from '../../assets';

export type FallbackKind = 'avatar' | 'placeholder';

export const FALLBACK_URLS: Record<FallbackKind, string> = {
  avatar: DEFAULT_AVATAR_URL,
  placeholder: PLACEHOLDER_IMAGE_URL,
};

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** the picture to show; empty shows the fallback straight away */
  src?: string | null;
  fallback?: FallbackKind;
}

export function FallbackImage({ src, fallback = 'placeholder', onError, alt = '', ...rest }: FallbackImageProps) {
  // Remember which picture failed rather than a flag, so a new src gets a fresh chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usesFallback = !src || failedSrc === src;
  const shown = usesFallback ? FALLBACK_URLS[fallback] : src;

  const handleError = (e: SyntheticEvent<HTMLImageElement>) => {
    if (!usesFallback) setFailedSrc(src);
    onError?.(e);
  };
  return <img {...rest} alt={alt} src={shown} data-fallback={usesFallback ? fallback : undefined} onError={handleError} />;
}
