import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import type { appointmentDepartmentSchema } from '../../../../contract/appointments/schemas';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { paths } from '../../../lib/paths';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { createAppointment } from '../api';
import { bookingForm, type AppointmentFormValues, type BookingContext } from '../appointment-form';
import { appointmentMessages as m } from '../messages';
import { BookingForm } from './booking-form';
import { mobileSchema } from '../../../../contract/fields';
import type { Address } from '../../../../contract/shop/schemas';

/** Where the form's address book is, and the address it gave back (null until one is chosen). */
export interface AddressBook {
  href: string;
  chosen: Address | null;
  /** The form's own address without the chosen address. */
  clear: string;
}

/** A request sent once (a double tap or a retry answers with the same appointment), then its detail. */
export function BookingScreenBody({
  draftKey,
  departments,
  initialValues,
  fixed,
  recheckOf,
  context,
  addressBook,
}: {
  draftKey: string;
  departments: z.infer<typeof appointmentDepartmentSchema>[];
  initialValues: AppointmentFormValues;
  fixed: boolean;
  recheckOf?: string | null;
  context: BookingContext;
  addressBook?: AddressBook;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const stableContext = useMemo(
    () => context,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the screen was opened with
    [context.registrationId, context.relaunchedFrom],
  );
  const kit = useContractForm(bookingForm, {
    context: stableContext,
    draftKey,
    idempotencyKey: draftKey,
    send: createAppointment,
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.submitted));
      navigate(paths.appointmentDetail.href({ id: saved.id }), { replace: true });
    },
  });
  // Back from the address book with an address: it fills the place and the contact, once (the address leaves the URL).
  const chosen = addressBook?.chosen;
  useEffect(() => {
    if (!chosen || !addressBook) return;
    kit.form.setFieldsValue({
      address: `${chosen.regionName} ${chosen.detail}`,
      contactName: chosen.contactName,
      // the department calls a mobile number; an address book's landline leaves the one typed
      ...(mobileSchema.safeParse(chosen.phone).success ? { contactPhone: chosen.phone } : {}),
    });
    kit.saveDraft();
    navigate(addressBook.clear, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- applied when an address comes back
  }, [chosen?.id]);
  return (
    <BookingForm
      addressBookHref={addressBook?.href}
      kit={kit}
      departments={departments}
      initialValues={initialValues}
      fixed={fixed}
      recheckOf={recheckOf}
      submit={m.submit}
    />
  );
}
