// "Report a concern": the call through the typed client (its types come from the server).
import type { z } from 'zod';
import type { reportSchema } from '../../../shared/reports';
import { api, unwrap } from '../../api';

export const sendReport = (json: z.output<typeof reportSchema>) =>
  unwrap(api.reports.$post({ json }));
