// The device a preview is shown at (widgets/deviceFrame): a device with its bezel is scaled to the
// width there is, never enlarged; the switch says which device is chosen and reports the other.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceSwitch } from '../../../src/client/widgets/deviceFrame/DeviceFrame';
import { BEZEL, DEVICES, fitScale, isDeviceName } from '../../../src/client/widgets/deviceFrame/devices';
import { renderWithStore } from './renderWithStore';

it('scales a device to the width there is, never up, and not before it is measured', () => {
  expect(fitScale(0, DEVICES.phone)).toBe(1);
  expect(fitScale(2000, DEVICES.tablet)).toBe(1);
  expect(fitScale(DEVICES.phone.width + 2 * BEZEL, DEVICES.phone)).toBe(1);
  expect(fitScale(392, DEVICES.tablet)).toBeCloseTo(392 / (768 + 2 * BEZEL));
  expect(isDeviceName('tablet')).toBe(true);
  expect(isDeviceName('watch')).toBe(false);
});

it('the switch marks the chosen device and reports a choice', async () => {
  const onChange = jest.fn();
  renderWithStore(<DeviceSwitch device="phone" onChange={onChange} />);
  expect(screen.getByTestId('device-phone')).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByTestId('device-tablet')).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByTestId('device-tablet')).toHaveTextContent('平板');
  await userEvent.click(screen.getByTestId('device-tablet'));
  expect(onChange).toHaveBeenCalledWith('tablet');
});
