// 48 px product and brand images for tables and choosers; a product named 'open spec' gets the built-in image.
import { useState } from 'react';
import { Box } from '@mui/material';

/** The fixed image of the generic "Open Spec" product of every category (spec doc 2 §5). */
export const OPEN_SPEC_IMAGE_URL = '/v2/images/open-spec.svg';

export const THUMBNAIL_SIZE = 48;

/** The image to show for an item: the built-in one for 'open spec' (any case), else its own URL. */
export function thumbnailUrl(name: string | null | undefined, url: string | null | undefined): string | null {
  if (typeof name === 'string' && name.trim().toLowerCase() === 'open spec') return OPEN_SPEC_IMAGE_URL;
  return url ? url : null;
}

export interface ThumbnailProps {
  /** The item's name: alt text, and the 'open spec' rule. */
  name: string | null | undefined;
  url: string | null | undefined;
  size?: number;
}

export function Thumbnail({ name, url, size = THUMBNAIL_SIZE }: ThumbnailProps) {
  const src = thumbnailUrl(name, url);
  const box = { width: size, height: size, flexShrink: 0 } as const;
  // The URL whose image failed to load: an empty box instead of the browser's broken image and alt text.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src)
    return <Box sx={{ ...box, bgcolor: 'grey.100', borderRadius: 1 }} aria-hidden />;
  return (
    <Box
      component="img"
      src={src}
      alt={name ?? ''}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      sx={{ ...box, objectFit: 'contain', display: 'block' }}
    />
  );
}
