import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import {
  type Appointment,
  type appointmentDepartmentSchema,
} from '../../../../contract/appointments/schemas';
import { useContractForm } from '../../../lib/forms/use-contract-form';
import { invalidateQueries } from '../../../lib/http/query-cache';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { EmptyState, Loaded, allLoaded } from '../../../lib/ui/loaded';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import {
  appointmentKey,
  appointmentOptionsKey,
  editAppointment,
  getAppointment,
  getAppointmentOptions,
} from '../api';
import { editForm, editValues } from '../appointment-form';
import { BookingForm } from '../components/booking-form';
import { appointmentMessages as m } from '../messages';

/** The enterprise changes its request until the department answers it. */
export default function AppointmentEditPage() {
  const { id } = useScreenParams('appointmentEdit');
  const appointment = useQuery(appointmentKey(id), (signal) => getAppointment(id, signal));
  const options = useQuery(appointmentOptionsKey, (signal) => getAppointmentOptions(signal));
  const ready = allLoaded({ appointment, options });
  return (
    <Screen title={m.editTitle} intro={<FormattedMessage {...m.editIntro} />}>
      <Loaded state={ready}>
        {({ appointment: current, options: loaded }) =>
          current.allowedActions.includes('edit') ? (
            <EditBody appointment={current} departments={loaded.departments} />
          ) : (
            <EmptyState
              title={<FormattedMessage {...m.notEditable} />}
              text={
                <Link to={paths.appointmentDetail.href({ id: current.id })}>{current.appointmentNumber}</Link>
              }
            />
          )
        }
      </Loaded>
    </Screen>
  );
}

function EditBody({
  appointment,
  departments,
}: {
  appointment: Appointment;
  departments: z.infer<typeof appointmentDepartmentSchema>[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const context = useMemo(
    () => ({ id: appointment.id, version: appointment.version }),
    [appointment.id, appointment.version],
  );
  const kit = useContractForm(editForm, {
    context,
    draftKey: `appointment-edit-${appointment.id}`,
    send: async (input) => {
      try {
        return await editAppointment(input);
      } catch (error) {
        // the department may have answered meanwhile
        invalidateQueries(appointmentKey(appointment.id));
        throw error;
      }
    },
    onSaved: (saved) => {
      showSuccessToast(intl.formatMessage(m.edited));
      navigate(paths.appointmentDetail.href({ id: saved.id }), { replace: true });
    },
  });
  const initialValues = useMemo(() => editValues(appointment), [appointment]);
  return (
    <BookingForm
      kit={kit}
      departments={departments}
      initialValues={initialValues}
      fixed
      recheckOf={appointment.followsRegistrationNumber ?? undefined}
      submit={m.saveEdit}
    />
  );
}
