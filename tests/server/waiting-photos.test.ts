import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ID, movableClock, prepareEnterprises, uploadPhoto, USERS, walker } from './complaints-fixtures';
import { ok, testConfig, useTestApp } from './test-app';
import { PHOTOS_PER_PROBLEM_MAX, PROBLEMS_MAX } from '../../contract/registrations/rules';
import { runTimeSweeps } from '../../server/composition/time-sweeps';
import { complaintPhotos } from '../../server/db/schema/complaints';
import { registrationPhotos } from '../../server/db/schema/registrations';
import { WAITING_PHOTO_DAYS, WAITING_PHOTOS_MAX } from '../../server/modules/photos/uploaded-photos';
import { registrationPhotoStore } from '../../server/modules/registrations/registration-photos';

const time = movableClock(new Date('2026-09-14T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const walk = walker(server);
const db = () => server.database.handle.db;
const DAY = 86_400_000;

const waiting = (userId: string, createdAt: Date) => ({
  id: randomUUID(),
  uploadedBy: userId,
  contentType: 'image/png' as const,
  size: 1,
  data: Buffer.from([0]),
  createdAt,
});

describe('photo uploads no form has used (review finding: unbounded and kept for ever)', () => {
  it(`refuses an upload beyond ${WAITING_PHOTOS_MAX} waiting ones, in the user’s language; a sent form frees them`, async () => {
    await db()
      .insert(complaintPhotos)
      .values(Array.from({ length: WAITING_PHOTOS_MAX - 1 }, () => waiting(ID.entD!, time.now)));
    const last = ok(await uploadPhoto(server.app, server.tokens.entD));
    const refused = await uploadPhoto(server.app, server.tokens.entD);
    expect(refused).toMatchObject({ code: 500, data: null });
    expect(refused.message).toBe('您已上传太多尚未提交的照片。请先提交表单；未用于表单的照片 7 天后自动清除');
    // another user is not held back by them
    ok(await uploadPhoto(server.app, server.tokens.entC));
    // a complaint that takes one frees its place
    await walk.lodge('entD', { photoIds: [last.photoId] });
    ok(await uploadPhoto(server.app, server.tokens.entD));
  });

  it(`forgets uploads no form used for ${WAITING_PHOTO_DAYS} days; used ones and newer ones stay`, async () => {
    const now = time.now;
    const old = waiting(ID.entC!, new Date(now.getTime() - (WAITING_PHOTO_DAYS + 1) * DAY));
    const recent = waiting(ID.entC!, new Date(now.getTime() - (WAITING_PHOTO_DAYS - 1) * DAY));
    await db().insert(complaintPhotos).values([old, recent]);
    const used = ok(await uploadPhoto(server.app, server.tokens.entC));
    const lodged = await walk.lodge('entC', { photoIds: [used.photoId] });
    await db()
      .update(complaintPhotos)
      .set({ createdAt: new Date(now.getTime() - 30 * DAY) })
      .where(eq(complaintPhotos.id, used.photoId));

    await runTimeSweeps(db(), now, testConfig());
    const left = async (id: string) =>
      (await db().select({ id: complaintPhotos.id }).from(complaintPhotos).where(eq(complaintPhotos.id, id)))
        .length;
    expect(await left(old.id)).toBe(0);
    expect(await left(recent.id)).toBe(1);
    expect(await left(used.photoId)).toBe(1);
    expect(lodged.photos).toHaveLength(1);
  });

  it('dates an upload on the server’s clock, so a clock moved a week ahead does not sweep a fresh one', async () => {
    const start = time.now;
    time.set(new Date(start.getTime() + (WAITING_PHOTO_DAYS + 1) * DAY));
    const fresh = ok(await uploadPhoto(server.app, server.tokens.entC));
    await runTimeSweeps(db(), time.now, testConfig());
    const [row] = await db()
      .select({ id: complaintPhotos.id })
      .from(complaintPhotos)
      .where(eq(complaintPhotos.id, fresh.photoId));
    expect(row?.id).toBe(fresh.photoId);
    time.set(start);
  });
});

describe('an officer’s registration photos no registration has used (review finding: not capped or swept)', () => {
  const max = registrationPhotoStore.waitingMax!;
  const removed = (at: Date) => ({ ...waiting(ID.liMing!, at), removedAt: at });

  it(`refuses an upload beyond ${max} waiting ones (a whole registration’s worth); evidence a correction removed does not count`, async () => {
    expect(max).toBeGreaterThanOrEqual(PROBLEMS_MAX * PHOTOS_PER_PROBLEM_MAX);
    await db()
      .insert(registrationPhotos)
      .values([
        ...Array.from({ length: max - 1 }, () => waiting(ID.liMing!, time.now)),
        ...Array.from({ length: 5 }, () => removed(time.now)),
      ]);
    ok(await uploadPhoto(server.app, server.tokens.liMing, 'addRegistrationPhoto'));
    const refused = await uploadPhoto(server.app, server.tokens.liMing, 'addRegistrationPhoto');
    expect(refused.message).toBe('您已上传太多尚未提交的照片。请先提交表单；未用于表单的照片 7 天后自动清除');
    await db().delete(registrationPhotos).where(eq(registrationPhotos.uploadedBy, ID.liMing!));
  });

  it(`forgets them after ${WAITING_PHOTO_DAYS} days, but keeps a removed photo as evidence`, async () => {
    const old = new Date(time.now.getTime() - (WAITING_PHOTO_DAYS + 1) * DAY);
    const forgotten = waiting(ID.liMing!, old);
    const evidence = removed(old);
    const recent = waiting(ID.liMing!, new Date(time.now.getTime() - DAY));
    await db().insert(registrationPhotos).values([forgotten, evidence, recent]);
    await runTimeSweeps(db(), time.now, testConfig());
    const left = await db()
      .select({ id: registrationPhotos.id })
      .from(registrationPhotos)
      .where(inArray(registrationPhotos.id, [forgotten.id, evidence.id, recent.id]));
    expect(left.map((row) => row.id).sort()).toEqual([evidence.id, recent.id].sort());
  });
});
