// One suggestion of a brand or product picker (an Autocomplete's option): the image when shown, the name, and a
// second line (a product's brand) when there is one.
import type { HTMLAttributes, Key } from 'react';
import { Box, Typography } from '@mui/material';
import { Thumbnail } from './thumbnail.tsx';

export interface SuggestionOptionProps {
  /** What the Autocomplete hands renderOption, its key included. */
  optionProps: HTMLAttributes<HTMLLIElement> & { key: Key };
  name: string;
  /** The image (URL, '' for none); undefined: no image shown. */
  image?: string;
  detail?: string;
}

export function SuggestionOption({
  optionProps: { key, ...props },
  name,
  image,
  detail,
}: SuggestionOptionProps) {
  return (
    <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      {image !== undefined && <Thumbnail name={name} url={image} />}
      {detail === undefined ? (
        <span>{name}</span>
      ) : (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {detail}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
