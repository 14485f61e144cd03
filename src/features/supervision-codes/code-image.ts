/** The words printed with the code, so a copy on a shop door says whose code it is and what it is for. */
export interface CodeImageText {
  title: string;
  name: string;
  number: string;
  hint: string;
}

const WIDTH = 720;
const PADDING = 60;
const QR_SIZE = WIDTH - 2 * PADDING;
const LINE_GAP = 16;

interface Line {
  text: string;
  font: string;
  size: number;
}

/** Breaks a text into lines no wider than `maxWidth` (character by character: Chinese has no spaces). */
export function wrapText(
  context: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const character of text) {
    if (line && context.measureText(line + character).width > maxWidth) {
      lines.push(line);
      line = character.trimStart();
    } else {
      line += character;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function block(
  context: CanvasRenderingContext2D,
  text: string,
  size: number,
  weight: 'bold' | 'normal',
): Line[] {
  const font = `${weight} ${size}px sans-serif`;
  context.font = font;
  return wrapText(context, text, WIDTH - 2 * PADDING).map((line) => ({ text: line, font, size }));
}

const heightOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.size + LINE_GAP, 0);

/**
 * Draws the printable supervision code onto `canvas`: the service's title, the QR code, the enterprise's name
 * and number, and what the code is for, black on white.
 */
export function drawCodeImage(canvas: HTMLCanvasElement, qr: CanvasImageSource, text: CodeImageText): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const above = block(context, text.title, 40, 'bold');
  const below = [
    ...block(context, text.name, 36, 'bold'),
    ...block(context, text.number, 30, 'normal'),
    ...block(context, text.hint, 24, 'normal'),
  ];
  canvas.width = WIDTH;
  canvas.height = PADDING + heightOf(above) + LINE_GAP + QR_SIZE + 2 * LINE_GAP + heightOf(below) + PADDING;

  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = 'black';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  let y = PADDING;
  const write = (lines: Line[]) => {
    for (const line of lines) {
      context.font = line.font;
      context.fillText(line.text, WIDTH / 2, y);
      y += line.size + LINE_GAP;
    }
  };
  write(above);
  y += LINE_GAP;
  context.drawImage(qr, PADDING, y, QR_SIZE, QR_SIZE);
  y += QR_SIZE + 2 * LINE_GAP;
  write(below);
}

/** The printable code as a PNG file, or null when the browser cannot make one. */
export async function codeImageFile(
  qr: HTMLCanvasElement,
  text: CodeImageText,
  fileName: string,
): Promise<File | null> {
  const canvas = document.createElement('canvas');
  drawCodeImage(canvas, qr, text);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new File([blob], fileName, { type: 'image/png' }) : null;
}
