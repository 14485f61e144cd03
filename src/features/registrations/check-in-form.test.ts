import { describe, expect, it } from 'vitest';
import { checkInForm } from './check-in-form';
import { registrationMessages as m } from './messages';
import { validateContractForm } from '../../lib/forms/form-definition';

describe('check-in form', () => {
  it('asks for the place', () => {
    expect(
      validateContractForm(checkInForm, { place: ' ' }, { scanId: 'scan-1', located: null }).problems.place
        ?.message,
    ).toBe(m.checkInPlaceRequired);
  });

  it('sends the typed place with the device position', () => {
    const located = { latitude: 22.5431, longitude: 113.9344, text: '22.54310, 113.93440' };
    expect(
      validateContractForm(checkInForm, { place: ' 南山区科技园 ' }, { scanId: 'scan-1', located }),
    ).toMatchObject({
      ok: true,
      output: {
        scanId: 'scan-1',
        location: { latitude: 22.5431, longitude: 113.9344, text: '南山区科技园' },
      },
    });
  });
});
