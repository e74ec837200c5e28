// A device's screen for a preview: the content (a frame) laid out at the device's real size
// inside a bezel, scaled down to the width there is (devices.ts), so the whole screen shows and
// its page scrolls inside as on the device. DeviceSwitch chooses phone or tablet.
import { ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { BEZEL, DEVICE_NAMES, DEVICES, DeviceName, fitScale } from './devices';
import './deviceFrame.css';

const ICONS: Record<DeviceName, 'mobile alternate' | 'tablet alternate'> = { phone: 'mobile alternate', tablet: 'tablet alternate' };

export function DeviceSwitch({ device, onChange }: { device: DeviceName; onChange: (device: DeviceName) => void }) {
  const t = useT();
  // plain buttons: semantic's Button decides aria-pressed itself (only for its green toggle look)
  return (
    <div role="group" aria-label={t('widget.device.label')} className="ui basic mini buttons device-switch" data-testid="device-switch">
      {DEVICE_NAMES.map((name) => (
        <button
          key={name}
          type="button"
          className={name === device ? 'ui active button' : 'ui button'}
          aria-pressed={name === device}
          data-testid={`device-${name}`}
          onClick={() => onChange(name)}
        >
          <i aria-hidden="true" className={`${ICONS[name]} icon`} />
          {t(`widget.device.${name}`)}
        </button>
      ))}
    </div>
  );
}

export default function DeviceFrame({ device, children, testId }: { device: DeviceName; children: ReactNode; testId?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const el = slot.current;
    if (!el) return undefined;
    setAvailable(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setAvailable(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const size = DEVICES[device];
  const scale = fitScale(available, size);
  return (
    <div ref={slot} className="device-frame-slot" style={{ height: (size.height + 2 * BEZEL) * scale }} data-testid={testId}>
      <div
        className="device-frame"
        data-device={device}
        data-scale={scale.toFixed(3)}
        style={{ width: size.width, height: size.height, borderWidth: BEZEL, transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
