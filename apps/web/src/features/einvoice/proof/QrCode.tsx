import { useMemo } from 'react';
import { qrMatrix, qrPath, type QrOptions } from './qr-matrix';

/** Light modules around the code: the QR standard's 4 (at 45 modules in 2.4 cm with its margin, about 0.2 cm). */
const QUIET_MODULES = 4;

export interface QrCodeProps extends QrOptions {
  content: string;
  label: string;
  className?: string;
}

/** One proof QR code as a scalable SVG; its printed size comes from the surrounding CSS. */
export function QrCode({ content, label, className, version, errorCorrection }: QrCodeProps) {
  const { size, path, actualVersion } = useMemo(() => {
    const matrix = qrMatrix(content, { version, errorCorrection });
    return { size: matrix.size, path: qrPath(matrix), actualVersion: matrix.version };
  }, [content, version, errorCorrection]);
  const box = size + 2 * QUIET_MODULES;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      data-content={content}
      data-version={actualVersion}
      viewBox={`${-QUIET_MODULES} ${-QUIET_MODULES} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_MODULES} y={-QUIET_MODULES} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
