import type { components } from '@wl/api/wps';

/**
 * The contract's wire shapes the domain builds on, by name. Types only: the generated types of @wl/api, never its
 * runtime, so the domain still imports no fetch, no crypto and no storage.
 */
type Schemas = components['schemas'];

export type SessionTypeWire = Schemas['SessionType'];
export type LoginPayload = Schemas['LoginPayload'];
export type LoginValue = Schemas['LoginValue'];
export type FreePlayValue = Schemas['FreePlayValue'];
export type Captcha = Schemas['Captcha'];
export type SmsRequest = Schemas['SmsRequest'];
export type SmsValue = Schemas['SmsValue'];
export type SetPasswordByPhonePayload = Schemas['SetPasswordByPhonePayload'];
export type EmailRecoveryPayload = Schemas['EmailRecoveryPayload'];
export type ChangePasswordPayload = Schemas['ChangePasswordPayload'];
export type RegisterByUsername = Schemas['RegisterByUsername'];
export type RegisterByMobile = Schemas['RegisterByMobile'];
export type RegisterSettings = Schemas['RegisterSettings'];
export type RegisterValidation = Schemas['RegisterValidation'];
export type FieldRule = Schemas['FieldRule'];
export type PatternId = Schemas['PatternId'];
export type MemberInfoWire = Schemas['MemberInfo'];
export type PaymentPasswordPayload = Schemas['PaymentPasswordPayload'];
export type PaymentPasswordResetPayload = Schemas['PaymentPasswordResetPayload'];
export type WalletWire = Schemas['Wallet'];
export type Contract = Schemas['Contract'];
export type ContractKind = Schemas['ContractKind'];
export type GameWire = Schemas['Game'];
export type GameList = Schemas['GameList'];
export type VendorCategoryWire = Schemas['VendorCategory'];
export type NoticeWire = Schemas['Notice'];
export type SystemStatusWire = Schemas['SystemStatus'];
