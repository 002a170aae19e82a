import QRCode from 'qrcode';

/** One code on the sheet: its caption (the table's name) and the URL it opens. */
export interface SheetCode {
  caption: string;
  url: string;
}

const COLUMNS = 3;
const CELL_WIDTH = 400;
const CELL_HEIGHT = 470;
const QR_SIZE = 320;
const MARGIN = 40;

/** Where each code goes on the sheet: three to a row, its caption under it, a cutting frame around. */
export function sheetLayout(count: number) {
  const rows = Math.max(1, Math.ceil(count / COLUMNS));
  return {
    width: MARGIN * 2 + COLUMNS * CELL_WIDTH,
    height: MARGIN * 2 + 60 + rows * CELL_HEIGHT,
    cell: (index: number) => ({ x: MARGIN + (index % COLUMNS) * CELL_WIDTH, y: MARGIN + 60 + Math.floor(index / COLUMNS) * CELL_HEIGHT }),
  };
}

/** Draws one QR code's modules, as squares of whole pixels so a phone reads the printout cleanly. */
function drawCode(context: CanvasRenderingContext2D, url: string, x: number, y: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(QR_SIZE / (modules.size + quiet * 2));
  const offset = (QR_SIZE - scale * modules.size) / 2;
  context.fillStyle = '#000';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) context.fillRect(x + offset + column * scale, y + offset + row * scale, scale, scale);
    }
  }
}

/**
 * The printable sheet of every table's QR code (PNG): the store's name on top, then each table's code with its name
 * under it, three to a row, to print on A4 and cut along the frames.
 */
export async function qrSheetPng(title: string, codes: readonly SheetCode[]): Promise<Blob> {
  const layout = sheetLayout(codes.length);
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d unavailable');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, layout.width, layout.height);
  context.fillStyle = '#000';
  context.textAlign = 'center';
  context.font = 'bold 32px sans-serif';
  context.fillText(title, layout.width / 2, MARGIN + 32);
  codes.forEach((code, index) => {
    const { x, y } = layout.cell(index);
    context.strokeStyle = '#bbb';
    context.strokeRect(x + 10, y + 10, CELL_WIDTH - 20, CELL_HEIGHT - 20);
    drawCode(context, code.url, x + (CELL_WIDTH - QR_SIZE) / 2, y + 30);
    context.fillStyle = '#000';
    context.font = 'bold 36px sans-serif';
    context.fillText(code.caption, x + CELL_WIDTH / 2, y + 30 + QR_SIZE + 50);
    context.font = '20px sans-serif';
    context.fillText('掃描QR Code點餐', x + CELL_WIDTH / 2, y + 30 + QR_SIZE + 85);
  });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG not made'))), 'image/png'));
}
