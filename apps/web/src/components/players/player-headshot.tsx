import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';

/**
 * Fallback chip colours: dark enough for white initials (contrast over 4.5:1) and distinct
 * from one another, so neighbouring results without photos stay easy to tell apart.
 */
const CHIP_COLORS = ['#1e4d8c', '#7a2e2e', '#2e6b3a', '#5b3a86', '#8a4b10', '#0f5f66'] as const;

/** A stable colour per key (the team, else the name): teammates share a colour. */
export function getFallbackChipColor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return CHIP_COLORS[hash % CHIP_COLORS.length] ?? CHIP_COLORS[0];
}

/** "Patrick Mahomes" → "PM". */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The image URL from the API's template ({size}, {dpr}) for `size` CSS pixels. */
export function getHeadshotSrc(template: string, size: number, baseUrl = ''): string {
  const dpr = Math.min(4, Math.max(1, Math.round(window.devicePixelRatio || 1)));
  const path = template.replaceAll('{size}', String(size)).replaceAll('{dpr}', String(dpr));
  return path.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${path}` : path;
}

/**
 * A search result's headshot. Without one, or when it fails to load, a coloured chip with the
 * player's initials takes its place (spec 2 §8). Decorative: the name is beside it.
 */
export function PlayerHeadshot({
  name,
  headshot,
  colorKey,
  size,
  baseUrl,
}: {
  name: string;
  headshot: string | null;
  colorKey: string;
  size: number;
  baseUrl: string;
}) {
  const [hasFailed, setHasFailed] = useState(false);
  if (headshot === null || hasFailed) {
    return (
      <Chip
        label={getInitials(name)}
        aria-hidden
        data-testid="headshot-fallback"
        sx={{
          width: size,
          height: size,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: getFallbackChipColor(colorKey),
          color: '#fff',
          fontWeight: 700,
          '& .MuiChip-label': { px: 0 },
        }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={getHeadshotSrc(headshot, size, baseUrl)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setHasFailed(true)}
      sx={{ flexShrink: 0, borderRadius: '50%', bgcolor: 'action.hover', objectFit: 'cover' }}
    />
  );
}
