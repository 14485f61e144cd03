/** Contract-typed notices for the screen tests. */
import { NOTICE_CHECKS } from '../../../contract/notices/rules';
import type { NoticeDetail, NoticeSummary } from '../../../contract/notices/schemas';
import { ENTERPRISE_NUMBER } from '../../test/fixtures';

export const TOKEN = 'N1.bm90aWNlLWRvb3ItMQ.1773302400.Zm9yZ2VkLW9yLW5vdC1pdC1pcy1qdXN0LWEtdGVzdC1zaWc';

export const unreadNotice: NoticeSummary = {
  id: 'notice-advance-1',
  kind: 'advance',
  title: '2026 年食品经营单位年度例行检查',
  departmentName: '市场监督管理局',
  enterpriseName: '深圳市鹏城食品有限公司',
  periodFrom: '2026-03-10',
  periodTo: '2026-03-31',
  issuedAt: '2026-03-02T09:00:00+08:00',
  read: false,
  acknowledgedAt: null,
};

export const readNotice: NoticeSummary = {
  ...unreadNotice,
  id: 'notice-door-0',
  kind: 'door',
  title: '2025 年冬季食品安全专项检查',
  departmentName: '卫生健康局',
  periodFrom: '2025-12-01',
  periodTo: '2025-12-20',
  read: true,
  acknowledgedAt: '2025-12-05T10:00:00+08:00',
};

const allPassed = NOTICE_CHECKS.map((check) => ({ check, ok: true }));

export const doorNotice: NoticeDetail = {
  ...unreadNotice,
  id: 'notice-door-1',
  kind: 'door',
  read: true,
  planId: 'plan-2026-food',
  enterpriseNumber: ENTERPRISE_NUMBER,
  legalBasis: '《中华人民共和国食品安全法》第一百一十条',
  items: [
    { code: 'FS-01', name: '食品经营许可证公示' },
    { code: 'FS-02', name: '从业人员健康证明' },
  ],
  officers: [
    { name: '李明', certificateNumber: '44030012345' },
    { name: '赵强', certificateNumber: '44030012399' },
  ],
  inspectionsThisYear: { count: 1, cap: 4 },
  verification: { ok: true, checks: allPassed },
  registration: null,
  qr: { token: TOKEN, expiresAt: '2099-01-01T12:00:00+08:00' },
};

export const receivedNotice: NoticeDetail = { ...doorNotice, qr: null, read: false };

export const withProblems: NoticeDetail = {
  ...receivedNotice,
  inspectionsThisYear: { count: 4, cap: 4 },
  verification: {
    ok: false,
    checks: allPassed.map((c) =>
      c.check === 'withinCap' || c.check === 'itemsPublished' ? { ...c, ok: false } : c,
    ),
  },
};
