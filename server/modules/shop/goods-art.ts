/**
 * The catalogue's pictures, drawn here: one flat illustration per category in the item's own colours, with a
 * different composition per picture number. Served as SVG (a few hundred bytes), cached for a day.
 */
import { createHash } from 'node:crypto';
import type { AppConfig } from '../../config';

export function goodsImageUrl(config: AppConfig, goodsId: string, n: number): string {
  return `${config.publicUrl}/api/shop/image/${encodeURIComponent(goodsId)}/${n}.svg`;
}

/** A simple pictogram per category, on a 100 x 100 grid. */
const GLYPHS: Record<string, string> = {
  'fire-safety':
    '<rect x="38" y="30" width="24" height="52" rx="8"/><rect x="44" y="20" width="12" height="12"/><path d="M56 24h14v6H56z"/>',
  'health-first-aid':
    '<rect x="22" y="32" width="56" height="44" rx="6"/><rect x="40" y="24" width="20" height="10" rx="3"/><path d="M46 42h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff"/>',
  'food-safety':
    '<rect x="30" y="18" width="40" height="64" rx="4"/><path d="M30 44h40" stroke="#fff" stroke-width="3"/><rect x="60" y="28" width="4" height="10" fill="#fff"/><rect x="60" y="52" width="4" height="14" fill="#fff"/>',
  'pest-hygiene':
    '<ellipse cx="50" cy="56" rx="16" ry="22"/><circle cx="50" cy="30" r="9"/><path d="M34 48l-14-8M34 60H18M34 70l-14 8M66 48l14-8M66 60h16M66 70l14 8" stroke-width="4" stroke="currentColor"/>',
  signage:
    '<path d="M50 16l36 62H14z"/><rect x="47" y="38" width="6" height="22" fill="#fff"/><rect x="47" y="64" width="6" height="6" fill="#fff"/>',
  'compliance-services':
    '<rect x="26" y="18" width="48" height="64" rx="4"/><path d="M34 34h32M34 46h32M34 58h20" stroke="#fff" stroke-width="4"/><circle cx="66" cy="70" r="10" fill="#fff"/><path d="M61 70l4 4 7-8" stroke="currentColor" stroke-width="3" fill="none"/>',
};

const PALETTE = ['#d9485f', '#2f7dd3', '#1f9d6b', '#c77d12', '#7a5cc7', '#0f8b8d', '#b5532c', '#4d6b8a'];

export function drawGoodsImage(goodsId: string, categoryId: string, n: number): string {
  const hash = createHash('sha1').update(goodsId).digest();
  const colour = PALETTE[hash[0]! % PALETTE.length]!;
  const shift = (hash[1]! % 5) - 2;
  const glyph = GLYPHS[categoryId] ?? GLYPHS['compliance-services']!;
  const background = n % 2 === 1 ? '#f3f6fa' : '#fdf6ec';
  const scale = n === 1 ? 1 : 0.7;
  const offset = n === 1 ? 0 : n % 2 === 0 ? -18 : 18;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const x = 10 + ((hash[2 + i]! * 7) % 180);
    const y = 10 + ((hash[8 + i]! * 5) % 100);
    return `<circle cx="${x}" cy="${y}" r="${2 + (hash[14 + i]! % 4)}" fill="${colour}" opacity=".15"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" width="400" height="240">` +
    `<rect width="200" height="120" fill="${background}"/>${dots}` +
    `<g transform="translate(${50 + offset + shift} ${10 + shift}) scale(${scale})" fill="${colour}" color="${colour}">` +
    `${glyph}</g></svg>`
  );
}
