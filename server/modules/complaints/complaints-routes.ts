import type { FastifyInstance } from 'fastify';
import { createComplaint } from './complaint-create';
import { addComplaintInformation, rateComplaint, withdrawComplaint } from './complaint-enterprise-actions';
import { getComplaintOptions, listComplaints, listHandlingComplaints } from './complaint-lists';
import {
  acceptComplaint,
  decideComplaintExtension,
  reassignComplaint,
  recordComplaintContact,
  rejectComplaint,
  replyComplaint,
  requestComplaintExtension,
  reviewComplaint,
  signComplaint,
} from './complaint-officer-actions';
import { complaintPhotoStore } from './complaint-photos';
import { detailOf } from './complaints-service';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { addUploadedPhoto, photoFileOf, registerSignedPhotoRoute } from '../photos';

export function registerComplaintRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, ctx, 'getComplaintOptions', ({ locale }) => getComplaintOptions(ctx, locale));
  registerEndpoint(app, ctx, 'addComplaintPhoto', ({ request, session }) =>
    addUploadedPhoto(ctx.db, ctx.config, complaintPhotoStore, session, photoFileOf(request), ctx.now()),
  );
  registerEndpoint(app, ctx, 'createComplaint', ({ input, session, locale }) =>
    createComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'listComplaints', ({ input, session, locale }) =>
    listComplaints(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'listHandlingComplaints', ({ input, session, locale }) =>
    listHandlingComplaints(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getComplaint', ({ input, session, locale }) =>
    detailOf(ctx, session, input.id, locale),
  );
  registerEndpoint(app, ctx, 'withdrawComplaint', ({ input, session, locale }) =>
    withdrawComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'addComplaintInformation', ({ input, session, locale }) =>
    addComplaintInformation(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'rateComplaint', ({ input, session, locale }) =>
    rateComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'acceptComplaint', ({ input, session, locale }) =>
    acceptComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'rejectComplaint', ({ input, session, locale }) =>
    rejectComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'reassignComplaint', ({ input, session, locale }) =>
    reassignComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'signComplaint', ({ input, session, locale }) =>
    signComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'recordComplaintContact', ({ input, session, locale }) =>
    recordComplaintContact(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'requestComplaintExtension', ({ input, session, locale }) =>
    requestComplaintExtension(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'decideComplaintExtension', ({ input, session, locale }) =>
    decideComplaintExtension(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'replyComplaint', ({ input, session, locale }) =>
    replyComplaint(ctx, session, input, locale),
  );
  registerEndpoint(app, ctx, 'reviewComplaint', ({ input, session, locale }) =>
    reviewComplaint(ctx, session, input, locale),
  );
  registerSignedPhotoRoute(app, ctx, complaintPhotoStore);
}
