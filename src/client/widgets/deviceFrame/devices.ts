// The device sizes a preview is shown at (CSS pixels of the screen, portrait): a phone of the
// size the page before login is checked at, and a tablet. `fitScale` shrinks a device (with its
// bezel) to the width there is, never enlarging it, so the whole screen is always in view.
export type DeviceName = 'phone' | 'tablet';

export interface DeviceSize {
  width: number;
  height: number;
}

export const DEVICES: Record<DeviceName, DeviceSize> = {
  phone: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
};
export const DEVICE_NAMES = Object.keys(DEVICES) as DeviceName[];

/** the bezel drawn around the screen, px on each side */
export const BEZEL = 8;

/** The scale (≤ 1) at which the device with its bezel fits `available` px; 1 while unmeasured. */
export function fitScale(available: number, device: DeviceSize): number {
  if (!(available > 0)) return 1;
  return Math.min(1, available / (device.width + 2 * BEZEL));
}

export const isDeviceName = (x: unknown): x is DeviceName => typeof x === 'string' && Object.hasOwn(DEVICES, x);
