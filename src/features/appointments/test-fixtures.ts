/** Contract-typed answers for the appointment tests. */
import type { ApiOutput } from '../../../contract/api-schemas';
import type { Appointment } from '../../../contract/appointments/schemas';
import type { Photo } from '../../../contract/registrations/schemas';

export const appointmentOptions: ApiOutput<'getAppointmentOptions'> = {
  departments: [
    {
      code: 'market',
      name: '市场监督管理局',
      kinds: ['recheck', 'guidance', 'licensing'],
      dailyCapacity: 4,
      weeklySlots: ['1-morning', '1-afternoon', '2-morning'],
    },
    { code: 'health', name: '卫生健康委员会', kinds: ['guidance'], dailyCapacity: 2, weeklySlots: [] },
  ],
  answerWorkingDays: 3,
};

export const offeredSlots: ApiOutput<'listAppointmentSlots'> = [
  { date: '2026-11-24', period: 'morning', left: 4 },
  { date: '2026-11-24', period: 'afternoon', left: 4 },
  { date: '2026-11-30', period: 'morning', left: 1 },
];

export const requested: Appointment = {
  id: 'apt-1',
  appointmentNumber: 'YY20261123000001',
  kind: 'recheck',
  state: 'requested',
  enterpriseNumber: 'SZ440300000001',
  enterpriseName: '深圳市鹏城食品有限公司',
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  slot: null,
  preferredSlots: [
    { date: '2026-11-24', period: 'afternoon' },
    { date: '2026-11-24', period: 'morning' },
  ],
  answerDueAt: '2026-11-26T16:00:00.000Z',
  officerNames: [],
  createdAt: '2026-11-23T02:00:00.000Z',
  version: 1,
  followsRegistrationId: 'reg-1',
  followsRegistrationNumber: 'JC20261120000001',
  registrationId: null,
  registrationNumber: null,
  visitId: null,
  relaunchedFrom: null,
  address: '深南大道 1 号',
  contactName: '张伟',
  contactPhone: '13800000001',
  description: '冷藏设备已更换，请复查',
  photos: [],
  officers: [],
  reason: null,
  rating: null,
  ratingComment: null,
  timeline: [{ action: 'book', actorName: '张伟', at: '2026-11-23T02:00:00.000Z', note: null, slot: null }],
  allowedActions: ['edit', 'cancel'],
};

export const profile: ApiOutput<'getOfficerProfile'> = {
  userId: 'usr-13900000001',
  name: '李明',
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  certificateNumber: '44030012345',
  colleagues: [
    { userId: 'usr-13900000011', name: '赵强', certificateNumber: '44030012347' },
    { userId: 'usr-13900000012', name: '孙丽', certificateNumber: '44030012348' },
  ],
};

/** An uploaded photo as the server answers it (signed URL). */
export const photo = (n: number): Photo => ({
  photoId: `photo-${n}`,
  url: `https://example.test/api/appointment-photos/photo-${n}?exp=1&sig=x`,
  size: 68,
  contentType: 'image/png',
});
