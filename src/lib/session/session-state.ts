import { atom, selector } from 'recoil';
import type { LoginData, Role, SessionUser } from '../../../contract/api-schemas';
import type { Capability } from '../../../contract/session/schemas';

/** The shared session of SPEC.md section 3, plus the role and name the screens need. */
export interface Session {
  subMsgKey: string;
  goods_card_num: number;
  is_reload_card: boolean;
  id: string;
  enterpriseNumber: string;
  enterpriseName: string;
  userId: string;
  orgId: string;
  token: string;
  phonenumber: string;
  firstLoad: boolean;
  hasLaw: boolean;
  role: Role | null;
  /** Rights beyond the role (approving plans, supervising the city); screens and calls that need one check it. */
  capabilities: Capability[];
  name: string;
  departmentCode: string;
  departmentName: string;
  /** Providers: the provider they act for. */
  providerName: string;
}

export const emptySession: Session = {
  subMsgKey: '',
  goods_card_num: 0,
  is_reload_card: false,
  id: '',
  enterpriseNumber: '',
  enterpriseName: '',
  userId: '',
  orgId: '',
  token: '',
  phonenumber: '',
  firstLoad: true,
  hasLaw: false,
  role: null,
  capabilities: [],
  name: '',
  departmentCode: '',
  departmentName: '',
  providerName: '',
};

export const sessionState = atom<Session>({ key: 'session', default: emptySession });

export const isLoggedInState = selector<boolean>({
  key: 'session/isLoggedIn',
  get: ({ get }) => Boolean(get(sessionState).token && get(sessionState).userId),
});

export type StartupStatus = 'running' | 'done' | 'failed';
export const startupStatusState = atom<StartupStatus>({ key: 'session/startupStatus', default: 'running' });

export function sessionFromUser(user: SessionUser): Partial<Session> {
  return {
    id: user.userId,
    userId: user.userId,
    orgId: user.orgId,
    name: user.name,
    phonenumber: user.phonenumber,
    role: user.role,
    capabilities: user.capabilities ?? [],
    hasLaw: user.role === 'officer',
    enterpriseNumber: user.enterpriseNumber ?? '',
    enterpriseName: user.enterpriseName ?? '',
    departmentCode: user.departmentCode ?? '',
    departmentName: user.departmentName ?? '',
    providerName: user.providerName ?? '',
  };
}

export function sessionFromLogin(login: LoginData): Partial<Session> {
  return { ...sessionFromUser(login.user), token: login.token, phonenumber: login.phonenumber };
}
