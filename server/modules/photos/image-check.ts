/**
 * An upload is stored only when its bytes are one whole image, read structurally to the last byte (the declared
 * content type and the magic number are not trusted: "PNG magic + HTML" is refused):
 * - PNG: every chunk's CRC, IHDR first, IDAT run, IEND last with nothing after it, and the image data inflated
 *   (zlib checks its own checksum) to exactly the size IHDR announces, every scanline with a valid filter type;
 * - JPEG: every marker segment from SOI to EOI (lengths within the file, a frame header before the scan,
 *   entropy-coded data holding only stuffed bytes and restart markers), nothing after EOI;
 * - WebP: the RIFF size equals the file, every chunk fits, and the bitstream chunk has a valid VP8/VP8L header.
 * No pixels are decoded for JPEG and WebP (no decoder dependency); what is stored cannot be anything but an image
 * of the named type to a parser that follows the format.
 */
import { crc32, inflateSync } from 'node:zlib';
import type { PhotoType } from '../../../contract/registrations/rules';

export interface ImageInfo {
  type: PhotoType;
  width: number;
  height: number;
}

/** Decoded PNG data above this is refused before inflating (a 40-byte file can announce gigabytes). */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
export const MAX_SIDE = 16_384;

export type ImageProblem = 'type' | 'unreadable' | 'dimensions';

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem };

const fail = (problem: ImageProblem): ImageCheck => ({ ok: false, problem });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function checkImage(bytes: Buffer): ImageCheck {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return checkPng(bytes);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return checkJpeg(bytes);
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return checkWebp(bytes);
  return fail('type');
}

// Channels per colour type, and the bit depths each allows.
const PNG_COLOUR: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

// Adam7: [x start, y start, x step, y step] per pass.
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Row lengths (without the filter byte) of the decoded image, per pass for an interlaced one. */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[][] {
  const rowBytes = (w: number) => Math.ceil((w * bitsPerPixel) / 8);
  if (!interlaced) return [Array.from({ length: height }, () => rowBytes(width))];
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    return w > 0 && h > 0 ? Array.from({ length: h }, () => rowBytes(w)) : [];
  });
}

function checkPng(bytes: Buffer): ImageCheck {
  let offset = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  let idatRun: 'before' | 'in' | 'after' = 'before';
  let ended = false;
  while (offset < bytes.length) {
    if (ended || offset + 12 > bytes.length) return fail('unreadable');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return fail('unreadable');
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length))
      return fail('unreadable');
    if (!header && type !== 'IHDR') return fail('unreadable');
    if (type === 'IHDR') {
      if (header || length !== 13) return fail('unreadable');
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colour: body[9]!,
        interlace: body[12]!,
      };
      const colour = PNG_COLOUR[header.colour];
      if (
        !colour ||
        !colour.depths.includes(header.depth) ||
        body[10] !== 0 ||
        body[11] !== 0 ||
        header.interlace > 1
      )
        return fail('unreadable');
      if (header.width === 0 || header.height === 0) return fail('unreadable');
    } else if (type === 'IDAT') {
      if (idatRun === 'after') return fail('unreadable');
      idatRun = 'in';
      data.push(body);
    } else {
      if (idatRun === 'in') idatRun = 'after';
      if (type === 'IEND') {
        if (length !== 0) return fail('unreadable');
        ended = true;
      } else if (type[0]! >= 'A' && type[0]! <= 'Z' && type !== 'PLTE') {
        // An unknown critical chunk: a decoder must refuse the image.
        return fail('unreadable');
      }
    }
    offset = end;
  }
  if (!header || !ended || data.length === 0) return fail('unreadable');
  const { width, height, depth, colour, interlace } = header;
  if (width > MAX_SIDE || height > MAX_SIDE) return fail('dimensions');
  const passes = pngRows(width, height, PNG_COLOUR[colour]!.channels * depth, interlace === 1);
  const expected = passes.flat().reduce((sum, row) => sum + row + 1, 0);
  if (expected > MAX_DECODED_BYTES) return fail('dimensions');
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data), { maxOutputLength: expected + 1 });
  } catch {
    return fail('unreadable');
  }
  if (raw.length !== expected) return fail('unreadable');
  let at = 0;
  for (const row of passes.flat()) {
    if (raw[at]! > 4) return fail('unreadable');
    at += row + 1;
  }
  return { ok: true, image: { type: 'image/png', width, height } };
}

/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman and arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function checkJpeg(bytes: Buffer): ImageCheck {
  let offset = 2;
  let frame: { width: number; height: number } | undefined;
  let scans = 0;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return fail('unreadable');
    // Fill bytes (0xFF) may precede a marker.
    while (bytes[offset] === 0xff) offset += 1;
    if (offset >= bytes.length) return fail('unreadable');
    const marker = bytes[offset]!;
    offset += 1;
    if (marker === 0xd9) {
      if (!frame || scans === 0 || offset !== bytes.length) return fail('unreadable');
      return { ok: true, image: { type: 'image/jpeg', width: frame.width, height: frame.height } };
    }
    // Only segment markers may appear here: SOI again, restart markers and reserved values may not.
    if (
      marker !== 0x01 &&
      (marker < 0xc0 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff)
    )
      return fail('unreadable');
    if (marker === 0x01) continue;
    if (offset + 2 > bytes.length) return fail('unreadable');
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return fail('unreadable');
    const segment = bytes.subarray(offset + 2, offset + length);
    offset += length;
    if (SOF.has(marker)) {
      if (frame || segment.length < 6) return fail('unreadable');
      const components = segment[5]!;
      const height = segment.readUInt16BE(1);
      const width = segment.readUInt16BE(3);
      if (![8, 12, 16].includes(segment[0]!) || components < 1 || components > 4) return fail('unreadable');
      if (segment.length !== 6 + 3 * components || width === 0 || height === 0) return fail('unreadable');
      if (width > MAX_SIDE || height > MAX_SIDE) return fail('dimensions');
      frame = { width, height };
    } else if (marker === 0xda) {
      if (!frame || segment.length < 1 || segment.length !== 1 + 2 * segment[0]! + 3)
        return fail('unreadable');
      scans += 1;
      // Entropy-coded data: any byte, 0xFF only as stuffed 0xFF00 or a restart marker, up to the next marker.
      while (offset < bytes.length) {
        if (bytes[offset] !== 0xff) {
          offset += 1;
          continue;
        }
        const next = bytes[offset + 1];
        if (next === undefined) return fail('unreadable');
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          offset += 2;
          continue;
        }
        break;
      }
    }
  }
  return fail('unreadable');
}

function checkWebp(bytes: Buffer): ImageCheck {
  const riffSize = bytes.readUInt32LE(4);
  if (riffSize + 8 !== bytes.length || riffSize % 2 !== 0) return fail('unreadable');
  let offset = 12;
  let size: { width: number; height: number } | undefined;
  let bitstream = false;
  let first = true;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return fail('unreadable');
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const end = offset + 8 + length + (length % 2);
    if (!/^[A-Z0-9 ]{4}$/i.test(fourcc) || end > bytes.length) return fail('unreadable');
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (first && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) return fail('unreadable');
    if (fourcc === 'VP8X') {
      if (!first || length !== 10) return fail('unreadable');
      size = { width: body.readUIntLE(4, 3) + 1, height: body.readUIntLE(7, 3) + 1 };
    } else if (fourcc === 'VP8 ') {
      // Frame tag (key frame), start code 9d 01 2a, 14-bit width and height.
      if (bitstream || length < 10 || (body[0]! & 1) !== 0) return fail('unreadable');
      if (body[3] !== 0x9d || body[4] !== 0x01 || body[5] !== 0x2a) return fail('unreadable');
      const width = body.readUInt16LE(6) & 0x3fff;
      const height = body.readUInt16LE(8) & 0x3fff;
      if (width === 0 || height === 0) return fail('unreadable');
      size ??= { width, height };
      bitstream = true;
    } else if (fourcc === 'VP8L') {
      if (bitstream || length < 5 || body[0] !== 0x2f) return fail('unreadable');
      const bits = body.readUInt32LE(1);
      const width = (bits & 0x3fff) + 1;
      const height = ((bits >>> 14) & 0x3fff) + 1;
      if (bits >>> 29 !== 0) return fail('unreadable');
      size ??= { width, height };
      bitstream = true;
    }
    first = false;
    offset = end;
  }
  if (!size || !bitstream) return fail('unreadable');
  if (size.width > MAX_SIDE || size.height > MAX_SIDE) return fail('dimensions');
  return { ok: true, image: { type: 'image/webp', ...size } };
}
