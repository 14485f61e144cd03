import { describe, expect, it, vi } from 'vitest';
import { drawCodeImage, wrapText } from './code-image';

/** A 2D context that records what is drawn; a character is as wide as the font's size. */
function recordingCanvas() {
  const drawn: { text: string; font: string; y: number }[] = [];
  const context = {
    font: '10px sans-serif',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    measureText(text: string) {
      return { width: [...text].length * Number(/(\d+)px/.exec(this.font)?.[1] ?? 10) };
    },
    fillText(text: string, _x: number, y: number) {
      drawn.push({ text, font: this.font, y });
    },
    fillRect: vi.fn(),
    drawImage: vi.fn(),
  };
  const canvas = document.createElement('canvas');
  vi.spyOn(canvas, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return { canvas, context, drawn };
}

const text = {
  title: '深圳市行政执法监督码',
  name: '深圳市鹏城食品有限公司',
  number: '企业编号：SZ440300000001',
  hint: '执法人员入企检查前须扫描此码登记',
};

describe('the printable supervision code', () => {
  it('draws the title above the code and the name, number and purpose under it', () => {
    const { canvas, context, drawn } = recordingCanvas();
    const qr = document.createElement('canvas');
    drawCodeImage(canvas, qr, text);

    expect(drawn.map((line) => line.text)).toEqual([text.title, text.name, text.number, text.hint]);
    expect(drawn.map((line) => line.font)).toEqual([
      expect.stringMatching(/^bold 40px/),
      expect.stringMatching(/^bold 36px/),
      expect.stringMatching(/^normal/),
      expect.stringMatching(/^normal/),
    ]);
    const [, qrX, qrY, qrWidth] = context.drawImage.mock.calls[0] as [unknown, number, number, number];
    expect(context.drawImage).toHaveBeenCalledWith(qr, qrX, qrY, qrWidth, qrWidth);
    const [titleY, ...belowY] = drawn.map((line) => line.y);
    expect(titleY).toBeLessThan(qrY);
    expect(Math.min(...belowY)).toBeGreaterThan(qrY + qrWidth);
    expect(canvas.height).toBeGreaterThan(Math.max(...belowY));
    expect(context.fillRect).toHaveBeenCalledWith(0, 0, canvas.width, canvas.height);
  });

  it('wraps a long enterprise name onto more lines instead of cutting it', () => {
    const { canvas, drawn } = recordingCanvas();
    const name = '深圳市南山区某某某某某某某某某某某某某某某餐饮管理服务有限公司第一分公司';
    drawCodeImage(canvas, document.createElement('canvas'), { ...text, name });
    const nameLines = drawn.slice(1, -2).map((line) => line.text);
    expect(nameLines.length).toBeGreaterThan(1);
    expect(nameLines.join('')).toBe(name);
  });

  it('breaks lines only where they would be too wide', () => {
    const measure = { measureText: (value: string) => ({ width: value.length * 10 }) as TextMetrics };
    expect(wrapText(measure, 'abcdefgh', 30)).toEqual(['abc', 'def', 'gh']);
    expect(wrapText(measure, 'abc', 30)).toEqual(['abc']);
  });
});
