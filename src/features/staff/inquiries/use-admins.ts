import { useEffect, useState } from 'react';
import { listAdmins, type AdminAccount } from './api/list-admins';

/** The admins records can be assigned to (offline: the copy kept last time); empty until read, or if unreadable. */
export function useAdmins(): AdminAccount[] {
  const [admins, setAdmins] = useState<AdminAccount[]>([]);
  useEffect(() => {
    let current = true;
    listAdmins().then(
      (result) => current && setAdmins(result.data),
      (error: unknown) => console.error('The admins could not be read', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return admins;
}
