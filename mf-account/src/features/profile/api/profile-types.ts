/** GET /api/user/profile (docs/account-api.md "Profile"). Mobile and email are contact details, '' when not given. */
export interface Profile {
  /** The sign-in account, masked (`138****5678`, `de***@labmall.test`); it cannot be changed here. */
  account: string;
  nickname: string;
  institution: string;
  laboratory: string;
  mobile: string;
  email: string;
}

/** POST /api/user/profile takes every editable field; '' clears an optional one. */
export type ProfileInput = Omit<Profile, 'account'>;
