import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { dashboardSchema, type DashboardFigures } from '../dashboard-models';
import { browserTimeZone } from '../format';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const DASHBOARD_CACHE_KEY = 'admin:dashboard';

/** PostgreSQL's answer to a time zone name it does not know. */
const INVALID_PARAMETER_VALUE = '22023';

/**
 * The dashboard's figures (admin_dashboard), with months and weeks in the admin's time zone; offline,
 * the copy kept from the last successful read.
 */
export async function getDashboard(timeZone = browserTimeZone()): Promise<CachedResult<DashboardFigures>> {
  const result = await readThrough<DashboardFigures>(DASHBOARD_CACHE_KEY, () => readFigures(timeZone));
  // A copy kept by an earlier version of the app is checked like a fresh answer.
  return { ...result, data: dashboardSchema.parse(result.data) };
}

async function readFigures(timeZone: string | undefined): Promise<DashboardFigures> {
  const supabase = await getSupabase();
  const call = (zone: string | undefined) =>
    supabase
      .rpc('admin_dashboard', zone ? { time_zone: zone } : {})
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      // No backoff retries: offline, the device's copy answers at once instead.
      .retry(false);
  let { data, error } = await call(timeZone);
  // A zone the browser knows but the database does not: the server's default beats no figures at all.
  if (error?.code === INVALID_PARAMETER_VALUE && timeZone) ({ data, error } = await call(undefined));
  if (error) throw new Error(`Dashboard figures: ${error.message}`, { cause: error });
  return dashboardSchema.parse(data);
}
