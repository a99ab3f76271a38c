// The /grievance form's call (decision 0359): the grievance is kept and its ticket number answered.
import type { GrievanceBody, GrievanceFiled } from '@chamak/shared/grievances';
import { request } from '../../api/client.ts';

export const fileGrievance = (body: GrievanceBody) => request<GrievanceFiled>('/grievances', { body });
