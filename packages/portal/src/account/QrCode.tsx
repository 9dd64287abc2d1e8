import { useMemo } from 'react';
import { correction, generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** The light border every QR reader needs around the code, in modules (ISO/IEC 18004 asks for 4). */
const QUIET_ZONE = 4;

/**
 * A QR code of `value` (lean-qr), drawn as one SVG path by React: no markup string reaches the DOM,
 * so Trusted Types and the Content-Security-Policy have nothing to allow. Always dark on white with
 * its quiet zone, in both themes: not every reader reads an inverted code. It is an image named by
 * `label`; what it holds must also be offered as text beside it.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = generate(value, { minCorrectionLevel: correction.M });
    return { path: toSvgPath(code), modules: code.size };
  }, [value]);
  const box = modules + 2 * QUIET_ZONE;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
