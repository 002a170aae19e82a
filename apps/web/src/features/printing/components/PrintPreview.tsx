import { charWidth, layoutDocument, type PrintDocument, type PrintLine, type PrintMedia } from '@diancan/core';
import { Code39Barcode } from '../../../components/barcode/Code39Barcode';
import classes from './print-preview.module.css';

/** One text line in a grid of columns: a Chinese character takes two cells, wide / large text twice as many. */
function TextLine({ line }: { line: Extract<PrintLine, { type: 'text' }> }) {
  const wide = line.size === 'wide' || line.size === 'large';
  const tall = line.size === 'tall' || line.size === 'large';
  return (
    <div className={classes.line} data-size={line.size} style={{ fontWeight: line.bold ? 700 : undefined, lineHeight: tall ? 2.4 : undefined }}>
      {[...line.text].map((character, index) => {
        const cells = charWidth(character) * (wide ? 2 : 1);
        return (
          <span key={index} className={classes.cell} style={{ width: `${cells}ch`, fontSize: tall ? '2em' : undefined }}>
            {character === ' ' ? '\u00a0' : character}
          </span>
        );
      })}
    </div>
  );
}

function QrLine({ line }: { line: Extract<PrintLine, { type: 'qr' }> }) {
  return (
    <div className={classes.qrRow}>
      {line.matrices.map((matrix, index) => (
        <svg
          key={index}
          viewBox={`-2 -2 ${matrix.length + 4} ${matrix.length + 4}`}
          className={classes.qr}
          role="img"
          aria-label={`QR ${index + 1}`}
          data-qr={line.codes[index]}
          shapeRendering="crispEdges"
        >
          <rect x={-2} y={-2} width={matrix.length + 4} height={matrix.length + 4} fill="#fff" />
          {matrix.flatMap((row, y) => row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} /> : null)))}
        </svg>
      ))}
    </div>
  );
}

/**
 * The on-screen preview of a print document: the lines core lays out for the paper, the same ones the ESC/POS
 * renderer sends to the printer (for stores without a printer, for 補印 and for the settings' test page).
 */
export function PrintPreview({ document, media }: { document: PrintDocument; media: PrintMedia }) {
  const layout = layoutDocument(document, media);
  return (
    <div className={classes.paper} style={{ width: `${layout.columns + 2}ch` }} role="document" aria-label={layout.title} data-columns={layout.columns}>
      {layout.lines.map((line, index) => {
        switch (line.type) {
          case 'text':
            return <TextLine key={index} line={line} />;
          case 'barcode':
            return <Code39Barcode key={index} content={line.data} className={classes.barcode} />;
          case 'qr':
            return <QrLine key={index} line={line} />;
          case 'cut':
            return <div key={index} className={classes.cut} aria-label="裁紙" />;
          case 'drawer':
            return null;
        }
      })}
    </div>
  );
}
