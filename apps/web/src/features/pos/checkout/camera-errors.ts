import { MSG } from '@diancan/core';

/**
 * Camera failures as the checkout's scan mode words them (store operations section 8): permission denied, no
 * camera, secure context needed, camera in use, constraints not met, stream unsupported, no usable camera, none
 * detected.
 */

/** Before asking for the camera: what the browser itself rules out, or null. */
export function cameraPrecondition(env: { isSecureContext: boolean; hasGetUserMedia: boolean }): string | null {
  if (!env.isSecureContext) return MSG.CAMERA_INSECURE;
  if (!env.hasGetUserMedia) return MSG.CAMERA_STREAM_UNSUPPORTED;
  return null;
}

/** After listing the video inputs: none at all. */
export function noDevicesMessage(): string {
  return MSG.CAMERA_NOT_DETECTED;
}

/** A failure of getUserMedia (a DOMException by name) or of starting the stream. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return MSG.CAMERA_DENIED;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return MSG.CAMERA_MISSING;
    case 'NotReadableError':
    case 'TrackStartError':
      return MSG.CAMERA_IN_USE;
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return MSG.CAMERA_CONSTRAINTS;
    case 'NotSupportedError':
    case 'TypeError':
      return MSG.CAMERA_STREAM_UNSUPPORTED;
    default:
      return MSG.CAMERA_NONE_AVAILABLE;
  }
}
