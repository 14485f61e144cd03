import { describe, expect, it } from 'vitest';
import {
  bookingForm,
  editForm,
  editValues,
  relaunchValues,
  type AppointmentFormValues,
} from './appointment-form';
import { appointmentMessages as m } from './messages';
import { photo, requested } from './test-fixtures';
import { validateContractForm } from '../../lib/forms/form-definition';

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const values: AppointmentFormValues = {
  departmentCode: 'market',
  kind: 'guidance',
  slots: ['2026-11-24/morning'],
  address: '深南大道 1 号',
  contactName: '张伟',
  contactPhone: '13800000001',
  description: '开业前指导',
};
const book = (v: AppointmentFormValues) =>
  validateContractForm(bookingForm, v, {}, { requestId: REQUEST_ID });

describe('photos on the booking form', () => {
  it('are optional, and sent as ids in the order shown', () => {
    expect(book(values).output).toMatchObject({ photoIds: [] });
    const withPhotos = { ...values, photos: [photo(2), photo(1)] };
    expect(book(withPhotos).output).toMatchObject({ photoIds: ['photo-2', 'photo-1'] });
  });

  it('say so when there are more than a request may carry', () => {
    const four = [1, 2, 3, 4].map(photo);
    expect(book({ ...values, photos: four }).problems.photos?.message).toEqual(m.photosTooMany);
  });

  it('come along when a request is booked again or edited', () => {
    const earlier = { ...requested, photos: [photo(1)] };
    expect(relaunchValues(earlier).photos).toEqual([{ photoId: 'photo-1', url: photo(1).url }]);
    const edit = validateContractForm(editForm, editValues(earlier), { id: 'apt-1', version: 1 });
    expect(edit.output).toMatchObject({ photoIds: ['photo-1'] });
  });
});
