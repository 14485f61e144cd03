import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_USERS,
  MONDAY_MORNING,
  openMarketForBookings,
  recheckInput,
  TUESDAY,
} from './appointment-fixtures';
import { complaintInput, movableClock, uploadPhoto } from './complaints-fixtures';
import { PNG_1X1 } from './loop-fixtures';
import { ok, useTestApp, type CallResult } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import type { ApiInput } from '../../contract/api-schemas';
import { APPOINTMENT_PHOTOS_MAX } from '../../contract/appointments/rules';
import type { Appointment } from '../../contract/appointments/schemas';
import { appointmentPhotos } from '../../server/db/schema/appointments';

const time = movableClock(MONDAY_MORNING);
const server = useTestApp({ clock: time.clock, users: APPOINTMENT_USERS });
const { call, tokens } = server;
type Who = keyof typeof tokens;
const as = (who: Who) => ({ token: tokens[who] });

let followedRegistrationId = '';

beforeAll(async () => {
  followedRegistrationId = await openMarketForBookings(server);
});

const upload = async (who: Who = 'enterprise', data = PNG_1X1) =>
  uploadPhoto(server.app, tokens[who], 'addAppointmentPhoto', data);
const uploaded = async (who: Who = 'enterprise') => ok(await upload(who)).photoId;

function book(
  photoIds: string[],
  overrides: Partial<ApiInput<'createAppointment'>> = {},
  who: Who = 'enterprise',
) {
  return call('createAppointment', recheckInput(followedRegistrationId, { photoIds, ...overrides }), as(who));
}

function edit(a: Appointment, photoIds: string[]) {
  return call(
    'editAppointment',
    {
      id: a.id,
      version: a.version,
      slots: [TUESDAY],
      address: a.address,
      contactName: a.contactName,
      contactPhone: a.contactPhone,
      description: a.description,
      photoIds,
    },
    as('enterprise'),
  );
}

function refusedPhotos(result: CallResult<ApiName>) {
  expect(result, JSON.stringify(result)).toMatchObject({
    status: 400,
    fields: { photoIds: expect.any(String) },
  });
}

const served = (url: string) => {
  const { pathname, search } = new URL(url);
  return server.app.inject({ url: pathname + search });
};

describe('photos on a request', () => {
  it('attaches uploads in the form’s order; the enterprise and the department see them through signed URLs', async () => {
    const [first, second] = [await uploaded(), await uploaded()];
    const booked = ok(await book([second, first]));
    expect(booked.photos.map((p) => p.photoId)).toEqual([second, first]);
    expect(booked.photos[0]).toMatchObject({ contentType: 'image/png', size: PNG_1X1.length });

    for (const who of ['enterprise', 'officer', 'supervisor'] as const) {
      const seen = ok(await call('getAppointment', { id: booked.id }, as(who)));
      expect(
        seen.photos.map((p) => p.photoId),
        who,
      ).toEqual([second, first]);
    }
    const url = new URL(booked.photos[0]!.url);
    expect(url.pathname).toBe(`/api/appointment-photos/${second}`);
    const image = await served(booked.photos[0]!.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_1X1)).toBe(true);

    const tampered = await server.app.inject({
      url: `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${'x'.repeat(43)}`,
    });
    expect(tampered.statusCode).toBe(403);
    // a signature is for one photo only
    const other = await server.app.inject({
      url: `/api/appointment-photos/${first}${url.search}`,
    });
    expect(other.statusCode).toBe(403);
  });

  it('shows nothing to another enterprise or another department: the appointment is not found', async () => {
    const booked = ok(await book([await uploaded()]));
    for (const who of ['otherEnterprise', 'healthOfficer'] as const) {
      const result = await call('getAppointment', { id: booked.id }, as(who));
      expect(result.status, who).toBe(404);
      expect(result.data).toBeNull();
    }
  });

  it('refuses someone else’s photo, a reused one, one used by a complaint, the same one twice and too many', async () => {
    refusedPhotos(await book([await uploaded('otherEnterprise')]));
    const used = await uploaded();
    ok(await book([used]));
    refusedPhotos(await book([used]));
    refusedPhotos(await book(['no-such-photo']));

    const complaintPhoto = ok(await uploadPhoto(server.app, tokens.enterprise)).photoId;
    ok(await call('createComplaint', complaintInput({ photoIds: [complaintPhoto] }), as('enterprise')));
    refusedPhotos(await book([complaintPhoto]));

    const fresh = await uploaded();
    refusedPhotos(await book([fresh, fresh]));
    const many = await Promise.all(Array.from({ length: APPOINTMENT_PHOTOS_MAX + 1 }, () => uploaded()));
    expect((await book(many)).status).toBe(400);
    // nothing refused was attached: the fresh one still books
    expect(ok(await book([fresh])).photos).toHaveLength(1);
  });

  it('takes only images, from enterprise users', async () => {
    const text = await upload('enterprise', Buffer.from('not an image at all'));
    expect(text.status).toBe(400);
    expect((await upload('officer')).status).toBe(403);
  });

  it('an edit keeps, reorders, adds and drops photos; a dropped one is gone for good', async () => {
    const [kept, dropped] = [await uploaded(), await uploaded()];
    const booked = ok(await book([kept, dropped]));
    const added = await uploaded();
    const edited = ok(await edit(booked, [added, kept]));
    expect(edited.photos.map((p) => p.photoId)).toEqual([added, kept]);
    const seen = ok(await call('getAppointment', { id: booked.id }, as('officer')));
    expect(seen.photos.map((p) => p.photoId)).toEqual([added, kept]);
    refusedPhotos(await book([dropped]));

    // another appointment's photo is not this one's to keep
    const elsewhere = ok(await book([await uploaded()])).photos[0]!.photoId;
    refusedPhotos(await edit(edited, [kept, elsewhere]));
    expect(ok(await call('getAppointment', { id: booked.id }, as('enterprise'))).photos).toHaveLength(2);

    const cleared = ok(await edit(edited, []));
    expect(cleared.photos).toEqual([]);
    const left = await server.database.handle.db
      .select()
      .from(appointmentPhotos)
      .where(eq(appointmentPhotos.appointmentId, booked.id));
    expect(left).toEqual([]);
  });

  it('a relaunch copies the earlier photos it keeps; the earlier appointment keeps its own', async () => {
    const [carried, leftBehind] = [await uploaded(), await uploaded()];
    const earlier = ok(await book([carried, leftBehind]));
    ok(
      await call(
        'declineAppointment',
        { id: earlier.id, version: earlier.version, reason: '资料不全' },
        as('officer'),
      ),
    );
    const added = await uploaded();
    const again = ok(await book([added, carried], { relaunchedFrom: earlier.id }));
    expect(again.photos).toHaveLength(2);
    expect(again.photos[0]!.photoId).toBe(added);
    const copy = again.photos[1]!;
    expect(copy.photoId).not.toBe(carried);
    expect((await served(copy.url)).rawPayload.equals(PNG_1X1)).toBe(true);
    const before = ok(await call('getAppointment', { id: earlier.id }, as('enterprise')));
    expect(before.photos.map((p) => p.photoId)).toEqual([carried, leftBehind]);

    // only from the appointment booked again
    refusedPhotos(await book([carried]));
    const someoneElses = ok(
      await book(
        [await uploaded('otherEnterprise')],
        { kind: 'guidance', registrationId: undefined },
        'otherEnterprise',
      ),
    );
    refusedPhotos(await book([someoneElses.photos[0]!.photoId], { relaunchedFrom: earlier.id }));
  });
});
