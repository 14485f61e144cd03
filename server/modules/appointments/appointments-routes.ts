import type { FastifyInstance } from 'fastify';
import { appointmentPhotoStore } from './appointment-photos';
import {
  answerProposal,
  assignOfficers,
  cancelAppointment,
  confirmAppointment,
  createAppointment,
  declineAppointment,
  editAppointment,
  getAppointment,
  getAppointmentOptions,
  listAppointments,
  listSlots,
  proposeTime,
  rateAppointment,
  setAvailability,
} from './appointments-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { addUploadedPhoto, photoFileOf, registerSignedPhotoRoute } from '../photos';

export function registerAppointmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, 'getAppointmentOptions', ({ locale }) => getAppointmentOptions(ctx, locale));
  registerEndpoint(app, ctx, 'listAppointmentSlots', ({ input }) => listSlots(ctx, input.departmentCode));
  registerEndpoint(app, ctx, 'setAppointmentAvailability', ({ input, session, locale }) =>
    setAvailability(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'addAppointmentPhoto', ({ request, session }) =>
    addUploadedPhoto(ctx.db, ctx.config, appointmentPhotoStore, session, photoFileOf(request), ctx.now()),
  );
  registerEndpoint(app, ctx, 'createAppointment', ({ input, session, locale }) =>
    createAppointment(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'listAppointments', ({ input, session, locale }) =>
    listAppointments(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getAppointment', ({ input, session, locale }) =>
    getAppointment(ctx, session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'editAppointment', ({ input, session, locale }) =>
    editAppointment(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'cancelAppointment', ({ input, session, locale }) =>
    cancelAppointment(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'confirmAppointment', ({ input, session, locale }) =>
    confirmAppointment(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'assignAppointmentOfficers', ({ input, session, locale }) =>
    assignOfficers(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'proposeAppointmentTime', ({ input, session, locale }) =>
    proposeTime(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'declineAppointment', ({ input, session, locale }) =>
    declineAppointment(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'cancelAppointmentByDepartment', ({ input, session, locale }) =>
    declineAppointment(ctx, session, { ...input, byDepartment: true }, locale),
  );
  registerEndpoint(app, ctx, 'answerAppointmentProposal', ({ input, session, locale }) =>
    answerProposal(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'rateAppointment', ({ input, session, locale }) =>
    rateAppointment(ctx, session, input, locale),
  );
  registerSignedPhotoRoute(app, ctx, appointmentPhotoStore);
}
