// The signed-in person's SMS settings, typed from the server's router (src/server/sms/sms-routes.ts).
import type { SmsSettingsInput } from '../../../shared/sms';
import { api, unwrap, type InferResponseType } from '../../api';

export type SmsSettings = InferResponseType<typeof api.sms.settings.$get, 200>;

export const fetchSmsSettings = () => unwrap(api.sms.settings.$get());

export const saveSmsSettings = (json: SmsSettingsInput) =>
  unwrap(api.sms.settings.$put({ json: json as { phone: string; consent: true } }));

export const switchOffSms = () => unwrap(api.sms.settings.$delete());
