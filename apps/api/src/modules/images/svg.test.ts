import { describe, expect, it } from 'vitest';
import { avatarSvg, brandSvg, colourOf, initials, productSvg } from './svg.ts';

describe('image drawing', () => {
  it('takes up to two initials and escapes nothing but letters through', () => {
    expect(initials('Harlow & Finch')).toBe('HF');
    expect(initials('Valmere Surfaces Group')).toBe('VS');
    expect(initials('<script>')).toBe('S');
    expect(initials('')).toBe('?');
  });

  it('derives a stable colour per kind and id', () => {
    expect(colourOf('brand', 7)).toBe(colourOf('brand', 7));
    expect(colourOf('brand', 7)).not.toBe(colourOf('brand', 8));
    expect(colourOf('brand', 7)).not.toBe(colourOf('user', 7));
  });

  it('keeps user text out of the markup', () => {
    const svg = brandSvg(3, 'Ärger & <b>Söhne</b>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('>ÄB</text>');
  });

  it('paints product swatches in their colour family', () => {
    expect(productSvg(5, 'Drift Carpet Tile', 1, 'Sage')).toContain('#9caf88');
    expect(productSvg(5, 'Drift Carpet Tile', 1, null)).toContain(colourOf('product', 5));
    expect(avatarSvg('user', 1, 'Morgan Ellis')).toContain('>ME</text>');
  });
});
