import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * The proof's one-dimensional barcode: Code 39 of the 19-character content (period + number + random code), drawn
 * by JsBarcode into an SVG whose viewBox lets CSS stretch it to the paper's width without changing the bar ratios.
 */
export function Code39Barcode({ content, className }: { content: string; className?: string }) {
  const svgRef = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    JsBarcode(svg, content, { format: 'CODE39', width: 1, height: 40, margin: 0, displayValue: false, background: '#fff' });
    // JsBarcode sizes the SVG in pixels; the viewBox keeps its drawing and frees the size for the print stylesheet.
    const width = svg.getAttribute('width') ?? '0';
    const height = svg.getAttribute('height') ?? '0';
    svg.setAttribute('viewBox', `0 0 ${parseFloat(width)} ${parseFloat(height)}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.removeAttribute('width');
    svg.removeAttribute('height');
  }, [content]);
  return <svg ref={svgRef} className={className} role="img" aria-label={`條碼 ${content}`} data-content={content} shapeRendering="crispEdges" />;
}
