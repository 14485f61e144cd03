import type { FastifyInstance } from 'fastify';
import { reviewEmergencyInspection } from './emergency-reviews';
import { checkIn } from './registration-check-in';
import { correctRegistration, listRegistrationCorrections } from './registration-corrections';
import { evaluateRegistration } from './registration-evaluations';
import { addRegistrationPhoto, findSignedPhoto } from './registration-photos';
import { createRegistration, getRegistration, listRegistrations } from './registrations-service';
import { PHOTO_MAX_BYTES } from '../../../contract/registrations/rules';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { ForbiddenError, NotFoundError } from '../../http/errors';

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;
  registerEndpoint(app, ctx, 'checkIn', ({ input, session }) => checkIn(db, session, input, ctx.now()));
  registerEndpoint(app, ctx, 'addRegistrationPhoto', ({ request, session }) =>
    addRegistrationPhoto(
      db,
      config,
      session,
      () => request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } }),
      ctx.now(),
    ),
  );
  registerEndpoint(app, ctx, 'createRegistration', ({ input, session, locale }) =>
    createRegistration(db, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'listRegistrations', ({ input, session, locale }) =>
    listRegistrations(db, session, input, locale),
  );
  registerEndpoint(app, ctx, 'getRegistration', ({ input, session, locale }) =>
    getRegistration(db, config, session, input.id, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'correctRegistration', ({ input, session, locale }) =>
    correctRegistration(db, config, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'listRegistrationCorrections', ({ input, session, locale }) =>
    listRegistrationCorrections(db, session, input, locale),
  );
  registerEndpoint(app, ctx, 'reviewEmergencyInspection', ({ input, session, locale }) =>
    reviewEmergencyInspection(db, config, session, input, locale, ctx.now()),
  );
  registerEndpoint(app, ctx, 'evaluateRegistration', ({ input, session, locale }) =>
    evaluateRegistration(db, config, session, input, locale, ctx.now()),
  );

  // An <img> cannot send the token header: whoever may read a registration gets photo URLs signed for a while.
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/photos/:id',
    async (request, reply) => {
      const { exp = '', sig = '' } = request.query;
      const photo = await findSignedPhoto(db, config, request.params.id, exp, sig);
      if (photo === null) throw new ForbiddenError();
      if (!photo) throw new NotFoundError();
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', `private, max-age=${photo.maxAgeSeconds}`)
        .header('content-security-policy', "default-src 'none'")
        .send(photo.data);
    },
  );
}
