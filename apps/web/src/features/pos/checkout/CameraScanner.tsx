import { Alert, Loader, Stack, Text } from '@mantine/core';
import { MSG, SCAN_CLEAR_MS } from '@diancan/core';
import type { DecodeHintType as HintType } from '@zxing/library';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cameraErrorMessage, cameraPrecondition, noDevicesMessage } from './camera-errors';

export interface CameraScannerProps {
  /** A code read by the camera (the same code again only after it was cleared). */
  onScan: (text: string) => void;
}

type ScanStatus = { kind: 'opening' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

/**
 * The camera of the invoice view's scan mode (store operations sections 4, 8 and 9). ZXing reads QR, EAN-13,
 * EAN-8, Code 128, UPC-A, Code 39, PDF417 and ITF from the back camera. While the camera starts it says
 * 開啟相機中，請稍等...; each failure has its message. A scanned code is shown, and cleared after 5 s.
 * ZXing is loaded only when a scan starts, so the POS does not carry it.
 */
export function CameraScanner({ onScan }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  // What the browser itself rules out is known before any camera is asked for.
  const [precondition] = useState(() =>
    cameraPrecondition({
      isSecureContext: window.isSecureContext,
      hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function',
    }),
  );
  const [status, setStatus] = useState<ScanStatus>(() => (precondition ? { kind: 'failed', message: precondition } : { kind: 'opening' }));
  const [scanned, setScanned] = useState<string | null>(null);

  // The camera reads a code many times a second while it is in view: report it once until it is cleared.
  const lastScan = useRef<string | null>(null);
  const report = useEffectEvent((text: string) => {
    if (lastScan.current === text) return;
    lastScan.current = text;
    setScanned(text);
    onScan(text);
  });

  // The last code is forgotten 5 s after it was read.
  useEffect(() => {
    if (scanned === null) return;
    const timer = setTimeout(() => {
      lastScan.current = null;
      setScanned(null);
    }, SCAN_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [scanned]);

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | null = null;
    if (precondition) return;
    void (async () => {
      try {
        const [{ BrowserCodeReader, BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
          import('@zxing/browser'),
          import('@zxing/library'),
        ]);
        const devices = await BrowserCodeReader.listVideoInputDevices();
        if (stopped) return;
        if (devices.length === 0) {
          setStatus({ kind: 'failed', message: noDevicesMessage() });
          return;
        }
        const hints = new Map<HintType, unknown>([
          [
            DecodeHintType.POSSIBLE_FORMATS,
            [
              BarcodeFormat.QR_CODE,
              BarcodeFormat.EAN_13,
              BarcodeFormat.EAN_8,
              BarcodeFormat.CODE_128,
              BarcodeFormat.UPC_A,
              BarcodeFormat.CODE_39,
              BarcodeFormat.PDF_417,
              BarcodeFormat.ITF,
            ],
          ],
        ]);
        const reader = new BrowserMultiFormatReader(hints);
        const controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current ?? undefined,
          (result) => {
            if (result) report(result.getText());
          },
        );
        if (stopped) {
          controls.stop();
          return;
        }
        stop = () => controls.stop();
        setStatus({ kind: 'scanning' });
      } catch (error) {
        if (!stopped) setStatus({ kind: 'failed', message: cameraErrorMessage(error) });
      }
    })();
    return () => {
      stopped = true;
      stop?.();
    };
  }, [precondition]);

  return (
    <Stack gap="xs">
      {status.kind === 'failed' ? (
        <Alert color="red" role="alert">
          {status.message}
        </Alert>
      ) : (
        <div style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3' }}>
          <video ref={video} muted playsInline style={{ width: '100%', height: '100%', objectFit: 'cover' }} aria-label="相機畫面" />
          {status.kind === 'opening' && (
            <Stack align="center" justify="center" gap="xs" style={{ position: 'absolute', inset: 0 }}>
              <Loader color="white" size="sm" />
              <Text c="white" size="sm">
                {MSG.CAMERA_OPENING}
              </Text>
            </Stack>
          )}
        </div>
      )}
      {scanned && (
        <Text size="sm" role="status">
          已掃描：{scanned}
        </Text>
      )}
    </Stack>
  );
}
